import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import { insertProduct } from '#server/test-support/product-fixtures.ts';
import type { TestServer } from '#server/test-support/test-server.ts';
import { postgresUrl, skipReason, startTwoInstances } from './two-instances.ts';

// Two instances on one PostgreSQL database, as behind a load balancer: whatever one instance
// learns (a logout, a failed login, a product change), the other must act on at once.
describe.skipIf(!postgresUrl)(`state shared by instances (${skipReason})`, () => {
  let a: TestServer;
  let b: TestServer;
  let close: () => Promise<void>;

  beforeAll(async () => {
    // B without its 1 s safety-net poll: what B learns of A's writes, it learns by NOTIFY.
    ({ a, b, close } = await startTwoInstances({}, { b: { catalogueCache: { pollMs: 0 } } }));
  });
  afterAll(() => close?.());

  it('a token revoked on instance A is refused by instance B', async () => {
    const user = await a.makeUser();
    expect((await b.call('GET', '/api/users/profile', { token: user.token })).status).toBe(200);

    const logout = await a.call('POST', '/api/users/logout', { token: user.token });
    expect(logout.status).toBe(200);

    const refused = await b.call('GET', '/api/users/profile', { token: user.token });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ message: messages.invalidToken, code: 'invalidToken' });
    // And a write on B with that token changes nothing.
    const write = await b.call('PUT', '/api/users/profile', { token: user.token, body: { name: 'Not Me', email: user.email } });
    expect(write.status).toBe(401);
  });

  it('failed logins count across instances: 5 on A and 5 on B, then the 11th is refused on either', async () => {
    const user = await a.makeUser();
    const login = (server: TestServer, password: string) => server.call('POST', '/api/users/login', { body: { email: user.email, password } });
    for (let i = 0; i < 5; i++) expect((await login(a, `Wrong-a-${i}`)).status, `failure ${i + 1} on A`).toBe(401);
    for (let i = 0; i < 5; i++) expect((await login(b, `Wrong-b-${i}`)).status, `failure ${i + 1} on B`).toBe(401);

    for (const server of [a, b]) {
      // Even the right password: guessing must not go on by switching instances.
      const res = await login(server, user.password);
      expect(res.status).toBe(429);
      expect(res.body).toEqual({ message: messages.tooManyRequests, code: 'tooManyRequests' });
    }
  });

  it('a product updated on A is what B serves on its next catalogue read', async () => {
    // B is read with plain fetch: the harness's call() would re-sync B's cache first, and what is
    // under test is that B learns of A's change by itself.
    const read = async (path: string, headers: Record<string, string> = {}) => {
      const res = await fetch(`${b.url}${path}`, { headers });
      return { status: res.status, headers: res.headers, body: (await res.json()) as any };
    };
    const admin = await a.makeUser({ admin: true });
    const row = await insertProduct(a.deps.db, { name: 'Cluster Cedar', brand: 'Cluster Test' });
    const detailPath = `/api/products/${row.id}`;
    const searchPath = '/api/products?keyword=cluster%20cedar';

    // B reads first, twice, so whatever B keeps in memory holds the old product.
    for (let i = 0; i < 2; i++) {
      expect((await read(detailPath)).body).toMatchObject({ name: 'Cluster Cedar', price: 24.99 });
      expect((await read(searchPath)).body.products.map((p: { name: string }) => p.name)).toEqual(['Cluster Cedar']);
    }
    const before = await read(detailPath);

    // The admin form sends the product back as read, edited (fields it may not set are dropped).
    const current = (await a.call('GET', detailPath)).body;
    const put = await a.call('PUT', detailPath, { token: admin.token, body: { ...current, name: 'Cluster Cedar Noir', price: 31.5 } });
    expect(put.status).toBe(200);

    const detail = await read(detailPath);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ name: 'Cluster Cedar Noir', price: 31.5 });
    // A revalidating client (the service worker) must not be told its old copy is still good.
    const revalidated = await read(detailPath, before.headers.get('etag') ? { 'if-none-match': before.headers.get('etag')! } : {});
    expect(revalidated.status).toBe(200);
    expect(revalidated.body.name).toBe('Cluster Cedar Noir');

    const search = await read(searchPath);
    expect(search.body.products.map((p: { name: string; price: number }) => [p.name, p.price])).toEqual([['Cluster Cedar Noir', 31.5]]);
  });
});
