// Orders for browser tests, placed and paid through the real API (never mocked), for tests
// whose subject is what a shopper sees of existing orders.
import { expect, type APIRequestContext } from '@playwright/test';

export type ApiOrder = { id: string; isPaid: boolean; isDelivered: boolean; totalPrice: number; paidAt: string | null; createdAt: string };

const address = { shippingAddress1: '12 Rue Cler', city: 'Montréal', postalCode: 'H2X-1Y4', state: 'QC', country: 'Canada' };

export async function placeOrderApi(request: APIRequestContext, token: string, items: { product: string; qty: number }[]): Promise<ApiOrder> {
  const res = await request.post('/api/orders', {
    headers: { 'auth-token': token },
    data: { orderItems: items, ...address, phoneNumber: '514-555-0101', paymentMethod: 'PayPal' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as ApiOrder;
}

export async function testPayApi(request: APIRequestContext, token: string, orderId: string): Promise<ApiOrder> {
  const res = await request.put(`/api/orders/${orderId}/pay`, { headers: { 'auth-token': token }, data: { testPayment: true } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as ApiOrder;
}

export async function myOrdersApi(request: APIRequestContext, token: string): Promise<ApiOrder[]> {
  const res = await request.get('/api/orders/my-orders', { headers: { 'auth-token': token } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as ApiOrder[];
}
