import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import { FORMER_SHOPPER } from '#domain/schemas/account-data.ts';
import { orders, outbox, products, restockAlerts, reviews, savedScents, users } from '#server/db/schema.ts';
import { orderBody } from '#server/test-support/order-fixtures.ts';
import { insertProduct } from '#server/test-support/product-fixtures.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';

// Issue 27, point 9 (PIPEDA; Quebec's Law 25): a shopper gets their data, and deletes their account.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** A shopper with a paid order, an unpaid one, a review, a saved scent and a restock alert. */
async function busyShopper() {
  const user = await server.makeUser({ name: 'Inès Tremblay' });
  const scent = await insertProduct(server.deps.db, { countInStock: 10, priceCents: 3000 });
  const soldOut = await insertProduct(server.deps.db, { countInStock: 0 });
  const place = async (qty: number) => {
    const res = await server.call('POST', '/api/orders', { token: user.token, body: orderBody([{ product: scent.id, qty }]) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as string;
  };
  const paid = await place(2);
  await server.deps.db.update(orders).set({ isPaid: true, paidAt: new Date(), paymentPayerEmail: 'payer@example.com' }).where(eq(orders.id, paid));
  const unpaid = await place(3);
  expect((await server.call('POST', `/api/products/${scent.id}/reviews`, { token: user.token, body: { rating: 4, comment: 'Soft and green.' } })).status).toBe(
    201,
  );
  expect((await server.call('PUT', `/api/saved/${scent.id}`, { token: user.token })).status).toBe(200);
  expect((await server.call('POST', `/api/products/${soldOut.id}/restock-alerts`, { token: user.token, body: {} })).status).toBe(201);
  return { user, scent, soldOut, paid, unpaid };
}

describe('Download my data', () => {
  it('is a JSON file of the account, the addresses used, orders, reviews, saved scents and alerts', async () => {
    const { user, scent, soldOut, paid, unpaid } = await busyShopper();
    const res = await server.call('GET', '/api/users/profile/export', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="sillage-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const data = res.body;
    expect(data.account).toMatchObject({ id: user.id, name: 'Inès Tremblay', email: user.email });
    expect(data.account).not.toHaveProperty('passwordHash');
    expect(data.addresses).toHaveLength(1);
    expect(data.addresses[0]).toMatchObject({ address: '12 Rue Sainte-Catherine', city: 'Montreal', country: 'Canada', phoneNumber: '514-555-1234' });
    expect(data.orders.map((order: { id: string }) => order.id).sort()).toEqual([paid, unpaid].sort());
    const paidOrder = data.orders.find((order: { id: string }) => order.id === paid);
    expect(paidOrder.items).toEqual([{ productId: scent.id, name: scent.name, qty: 2, price: 30 }]);
    expect(paidOrder.paymentPayerEmail).toBe('payer@example.com');
    expect(data.reviews).toEqual([expect.objectContaining({ productId: scent.id, rating: 4, comment: 'Soft and green.' })]);
    expect(data.savedScents).toEqual([expect.objectContaining({ productId: scent.id, scent: scent.name })]);
    expect(data.restockAlerts).toEqual([expect.objectContaining({ productId: soldOut.id })]);
    expect((await server.call('GET', '/api/users/profile/export')).status).toBe(401);
  });
});

describe('Delete my account', () => {
  it('needs the current password, and changes nothing without it', async () => {
    const { user } = await busyShopper();
    const wrong = await server.call('DELETE', '/api/users/profile', { token: user.token, body: { currentPassword: 'not-my-password' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(messages.currentPasswordWrong);
    expect((await server.call('DELETE', '/api/users/profile', { token: user.token, body: {} })).status).toBe(400);
    expect((await server.call('DELETE', '/api/users/profile', { body: { currentPassword: user.password } })).status).toBe(401);
    expect(await server.deps.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });

  it('waits while a paid order is on its way (its address is still needed), and is refused to an admin', async () => {
    const { user, paid } = await busyShopper();
    const waiting = await server.call('DELETE', '/api/users/profile', { token: user.token, body: { currentPassword: user.password } });
    expect(waiting.status).toBe(409);
    expect(waiting.body.message).toBe(messages.accountHasOrderOnItsWay);
    const [order] = await server.deps.db.select().from(orders).where(eq(orders.id, paid));
    expect(order).toMatchObject({ userId: user.id, userEmail: user.email, city: 'Montreal', cancelledAt: null });
    expect((await server.call('GET', '/api/users/profile', { token: user.token })).status).toBe(200);

    const admin = await server.makeUser({ admin: true });
    const refused = await server.call('DELETE', '/api/users/profile', { token: admin.token, body: { currentPassword: admin.password } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(messages.adminCannotDeleteOwnAccount);
    expect(await server.deps.db.select().from(users).where(eq(users.id, admin.id))).toHaveLength(1);
  });

  it('ends the account and its sessions; orders stay without personal data; unpaid ones go back on sale', async () => {
    const { user, scent, paid, unpaid } = await busyShopper();
    await server.deps.db.update(orders).set({ isDelivered: true, deliveredAt: new Date() }).where(eq(orders.id, paid));
    const res = await server.call('DELETE', '/api/users/profile', { token: user.token, body: { currentPassword: user.password } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(messages.accountDeleted);

    // The token stops working; the password signs nobody in.
    expect((await server.call('GET', '/api/users/profile', { token: user.token })).status).toBe(401);
    expect((await server.call('POST', '/api/users/login', { body: { email: user.email, password: user.password } })).status).toBe(401);

    const kept = await server.deps.db.select().from(orders).where(eq(orders.userName, FORMER_SHOPPER.name));
    const ours = kept.filter((order) => order.id === paid || order.id === unpaid);
    expect(ours).toHaveLength(2);
    for (const order of ours) {
      expect(order).toMatchObject({
        userId: null,
        userEmail: FORMER_SHOPPER.email,
        shippingAddress1: '',
        city: '',
        postalCode: '',
        state: '',
        phoneNumber: '',
        paymentPayerEmail: null,
      });
      expect(JSON.stringify(order)).not.toContain(user.email);
    }
    expect(ours.find((order) => order.id === paid)).toMatchObject({ isPaid: true, totalCents: expect.any(Number) });
    expect(ours.find((order) => order.id === unpaid)?.cancelledAt).not.toBeNull();
    // 10 - 2 (paid) = 8: the 3 held by the unpaid order are back.
    const [after] = await server.deps.db.select().from(products).where(eq(products.id, scent.id));
    expect(after).toMatchObject({ countInStock: 8, numReviews: 0, rating: 0 });
    expect(await server.deps.db.select().from(reviews).where(eq(reviews.userId, user.id))).toHaveLength(0);
    expect(await server.deps.db.select().from(savedScents).where(eq(savedScents.userId, user.id))).toHaveLength(0);
    expect(await server.deps.db.select().from(restockAlerts).where(eq(restockAlerts.email, user.email))).toHaveLength(0);
    // The unpaid order's cancellation (queued as it was cancelled) is not sent to someone who asked
    // to be forgotten, and the mails sent before (the orders' receipts) no longer name them.
    expect(await server.deps.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.recipient, user.email))).toEqual([]);
    const cancelled = await server.deps.db
      .select({ status: outbox.status })
      .from(outbox)
      .where(and(eq(outbox.subject, unpaid), eq(outbox.kind, 'order-cancelled')));
    expect(cancelled).toEqual([]);
  });
});
