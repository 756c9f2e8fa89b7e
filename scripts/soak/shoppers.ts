import { randomUUID } from 'node:crypto';
import { GaveUp, type Traffic } from './traffic.ts';

/**
 * The soak's virtual users. Shoppers browse, search, read products, register and sign in,
 * review, place orders and pay them; one admin edits products and works the order list. What
 * the server confirmed (2xx) is written down in the ledger, to be checked against the database.
 */

export type Catalogue = {
  /** Products shoppers order (their stock is what the books check). */
  orderable: string[];
  /** Products only the admin edits (the admin edits the orderable ones too). */
  adminEdited: string[];
  keywords: string[];
};

export type Ledger = {
  orders: Map<string, { lines: Map<string, number>; paid: boolean; delivered: boolean; cancelled: boolean }>;
  refusedForStock: number;
  /** Orders their shoppers abandoned (never paid), and of those, the ones they cancelled themselves. */
  abandoned: number;
  cancelledByShopper: number;
  /** Payments refused because the order's hold had run out first (a slow fault window). */
  expiredBeforePayment: number;
  reviews: Map<string, { productId: string }>;
  registrations: number;
  logins: number;
  adminUpdates: number;
  delivered: number;
  /** When (ms into the run) a read right after an admin's update still showed the old product. */
  staleReads: number[];
  /** Answers a well-behaved client should never get (an unexpected 4xx). */
  unexpected: string[];
};

export const newLedger = (): Ledger => ({
  orders: new Map(),
  refusedForStock: 0,
  abandoned: 0,
  cancelledByShopper: 0,
  expiredBeforePayment: 0,
  reviews: new Map(),
  registrations: 0,
  logins: 0,
  adminUpdates: 0,
  delivered: 0,
  staleReads: [],
  unexpected: [],
});

export type Run = { traffic: Traffic; ledger: Ledger; catalogue: Catalogue; running: () => boolean; tag: string };

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const pause = (min: number, max: number) => new Promise((r) => setTimeout(r, min + Math.random() * (max - min)));
const PASSWORD = 'Soak-password-123!';

function expectStatus(run: Run, what: string, reply: { status: number; body: unknown }, ...ok: number[]) {
  if (ok.includes(reply.status)) return true;
  run.ledger.unexpected.push(`${what}: ${reply.status} ${JSON.stringify(reply.body).slice(0, 160)}`);
  return false;
}

type Session = { token: string; email: string; reviewed: Set<string> };

async function signUp(run: Run, source: string, n: number): Promise<Session> {
  const email = `soak-${run.tag}-${n}@example.com`;
  const reply = await run.traffic.call(source, 'register', 'POST', '/api/users/register', { body: { name: `Soak Shopper ${n}`, email, password: PASSWORD } });
  if (reply.status === 201) {
    run.ledger.registrations += 1;
    return { token: reply.body.user.token, email, reviewed: new Set() };
  }
  // A registration whose answer was lost on the way (instance killed) has happened: sign in.
  if (reply.status !== 409) expectStatus(run, 'register', reply, 201, 409);
  return { ...(await signIn(run, source, email)), reviewed: new Set() };
}

async function signIn(run: Run, source: string, email: string): Promise<{ token: string; email: string }> {
  const reply = await run.traffic.call(source, 'login', 'POST', '/api/users/login', { body: { email, password: PASSWORD } });
  if (!expectStatus(run, 'login', reply, 200)) throw new Error(`login ${email} failed`);
  run.ledger.logins += 1;
  return { token: reply.body.user.token, email };
}

async function placeAndPay(run: Run, source: string, session: Session) {
  const lines = new Map<string, number>();
  const count = 1 + Math.floor(Math.random() * 3);
  for (let i = 0; i < count; i++) {
    const id = pick(run.catalogue.orderable);
    lines.set(id, (lines.get(id) ?? 0) + 1 + Math.floor(Math.random() * 2));
  }
  const body = {
    orderItems: [...lines].map(([product, qty]) => ({ product, qty })),
    shippingAddress1: '12 Rue Sainte-Catherine',
    city: 'Montreal',
    postalCode: 'H2X 1K4',
    state: 'QC',
    country: 'Canada',
    phoneNumber: '514-555-1234',
    paymentMethod: 'PayPal',
  };
  const placed = await run.traffic.call(source, 'order', 'POST', '/api/orders', { token: session.token, body, key: randomUUID() });
  if (placed.status === 409) {
    run.ledger.refusedForStock += 1;
    return;
  }
  if (!expectStatus(run, 'place order', placed, 201)) return;
  const id = placed.body.id as string;
  run.ledger.orders.set(id, { lines, paid: false, delivered: false, cancelled: false });
  // Some shoppers never pay: their orders hold stock until the hold runs out (the soak sets it
  // short), and a few cancel theirs at once. The books check that every unit came back.
  if (Math.random() < 0.25) {
    run.ledger.abandoned += 1;
    if (Math.random() < 0.3) {
      const cancelled = await run.traffic.call(source, 'cancel', 'PUT', `/api/orders/${id}/cancel`, { token: session.token, key: randomUUID() });
      if (expectStatus(run, 'cancel order', cancelled, 200) && cancelled.body.cancelledAt) {
        run.ledger.orders.get(id)!.cancelled = true;
        run.ledger.cancelledByShopper += 1;
      }
    }
    return;
  }
  await pause(10, 60);
  const paid = await run.traffic.call(source, 'pay', 'PUT', `/api/orders/${id}/pay`, { token: session.token, body: { testPayment: true }, key: randomUUID() });
  // A fault window longer than the hold can outlast it: the order is cancelled, and says so.
  if (paid.status === 409) {
    run.ledger.expiredBeforePayment += 1;
    return;
  }
  if (expectStatus(run, 'pay order', paid, 200) && paid.body.isPaid === true) run.ledger.orders.get(id)!.paid = true;
}

async function review(run: Run, source: string, session: Session) {
  const candidates = [...run.catalogue.orderable, ...run.catalogue.adminEdited].filter((id) => !session.reviewed.has(id));
  if (candidates.length === 0) return;
  const productId = pick(candidates);
  session.reviewed.add(productId);
  const body = { rating: pick([1, 2, 2.5, 3, 3.5, 4, 4.5, 5]), comment: `Soak review ${randomUUID().slice(0, 8)}: lasts well.` };
  const reply = await run.traffic.call(source, 'review', 'POST', `/api/products/${productId}/reviews`, { token: session.token, body, key: randomUUID() });
  if (expectStatus(run, 'review', reply, 201)) run.ledger.reviews.set(reply.body.review.id, { productId });
}

/** One shopper, from sign-up until the run ends. `source` is its own loopback address. */
export async function shopper(run: Run, source: string, n: number) {
  const { traffic } = run;
  let session = await signUp(run, source, n);
  while (run.running()) {
    const roll = Math.random() * 100;
    try {
      if (roll < 25) await traffic.call(source, 'browse', 'GET', `/api/products?pageNumber=${1 + Math.floor(Math.random() * 5)}`);
      else if (roll < 40) await traffic.call(source, 'search', 'GET', `/api/products?keyword=${encodeURIComponent(pick(run.catalogue.keywords))}`);
      else if (roll < 58) await traffic.call(source, 'detail', 'GET', `/api/products/${pick([...run.catalogue.orderable, ...run.catalogue.adminEdited])}`);
      else if (roll < 63) await traffic.call(source, 'featured', 'GET', '/api/products/featured');
      else if (roll < 81) await placeAndPay(run, source, session);
      else if (roll < 89) await review(run, source, session);
      else if (roll < 95) await traffic.call(source, 'my-orders', 'GET', '/api/orders/my-orders', { token: session.token });
      else {
        const out = await traffic.call(source, 'logout', 'POST', '/api/users/logout', { token: session.token, key: randomUUID() });
        expectStatus(run, 'logout', out, 200);
        session = { ...(await signIn(run, source, session.email)), reviewed: session.reviewed };
      }
    } catch (err) {
      if (err instanceof GaveUp) return;
      throw err;
    }
    await pause(20, 120);
  }
}

/** The admin: edits products (read, change, save, read back) and marks paid orders delivered. */
export async function admin(run: Run, source: string) {
  const { traffic, ledger } = run;
  const login = await traffic.call(source, 'login', 'POST', '/api/users/login', { body: { email: 'admin@example.com', password: 'Admin123!' } });
  if (!expectStatus(run, 'admin login', login, 200)) return;
  const token = login.body.user.token as string;
  let edit = 0;
  while (run.running()) {
    try {
      // Orderable products too: the edit carries the stock it read (countInStockWas), so an order
      // that takes stock between the read and the save is not undone; the books check it.
      const id = pick([...run.catalogue.adminEdited, ...run.catalogue.orderable]);
      const current = await traffic.call(source, 'admin-read', 'GET', `/api/products/${id}`);
      edit += 1;
      const price = Math.round((10 + Math.random() * 90) * 100) / 100;
      const updated = { ...current.body, price, description: `Edited by the soak admin (${edit}).`, countInStockWas: current.body.countInStock };
      const put = await traffic.call(source, 'admin-update', 'PUT', `/api/products/${id}`, { token, body: updated, key: randomUUID() });
      if (expectStatus(run, 'admin update', put, 200)) {
        ledger.adminUpdates += 1;
        // Round-robin sends these two reads to two other instances: both must show the edit.
        for (let i = 0; i < 2; i++) {
          const seen = await traffic.call(source, 'detail', 'GET', `/api/products/${id}`);
          if (seen.body?.price !== price) ledger.staleReads.push(traffic.now());
        }
      }
      await traffic.call(source, 'admin-orders', 'GET', '/api/orders?pageNumber=1', { token });
      const paid = [...ledger.orders].filter(([, o]) => o.paid && !o.delivered);
      if (paid.length > 0 && Math.random() < 0.5) {
        const [orderId, order] = pick(paid);
        const done = await traffic.call(source, 'deliver', 'PUT', `/api/orders/${orderId}/deliver`, { token, key: randomUUID() });
        if (expectStatus(run, 'deliver', done, 200)) {
          order.delivered = true;
          ledger.delivered += 1;
        }
      }
    } catch (err) {
      if (err instanceof GaveUp) return;
      throw err;
    }
    await pause(100, 300);
  }
}
