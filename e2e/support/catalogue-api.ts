// Products for browser tests, read or made through the real API (never mocked).
import { expect, type APIRequestContext } from '@playwright/test';
import { ADMIN, logInApi } from './accounts.ts';

export type ApiProduct = { id: string; _id: string; name: string; price: number; image: string; countInStock: number };

/** A product made for this test with the given stock and price (admin: create, then edit). */
export async function createProduct(request: APIRequestContext, fields: { name: string; price: number; countInStock: number }): Promise<ApiProduct> {
  const admin = await logInApi(request, ADMIN.email, ADMIN.password);
  const headers = { 'auth-token': admin.token };
  const created = await request.post('/api/products', { headers });
  expect(created.status(), await created.text()).toBe(201);
  const sample = (await created.json()) as ApiProduct & Record<string, unknown>;
  // Published: a created product is a draft, which no shopper sees (issue 27, point 2).
  const updated = await request.put(`/api/products/${sample.id}`, { headers, data: { ...sample, ...fields, isPublished: true } });
  expect(updated.status(), await updated.text()).toBe(200);
  return (await updated.json()) as ApiProduct;
}
