import { Hono, type Context } from 'hono';
import { messages } from '#domain/messages.ts';
import { createOrderSchema, orderListQuerySchema, payOrderSchema } from '#domain/schemas/order.ts';
import { orderStatsQuerySchema } from '#domain/schemas/order-stats.ts';
import type { AppEnv } from '#server/app-env.ts';
import { checkedByStatement, requireAdmin, requireUser, requireUserInStatement, signedInId } from '#server/auth/session.ts';
import { clientParty } from '#server/http/client-party.ts';
import { notFound } from '#server/http/http-error.ts';
import { idempotent, idempotentRereading, keyClaimOf, keyStillInProgress, replayStored } from '#server/idempotency/idempotency.ts';
import { parseInput, readId, readJson } from '#server/http/read-input.ts';
import { cancelOwnOrderOnce } from './cancel-order-once.ts';
import { markDelivered } from './deliver-order.ts';
import { withHoldApplied } from './order-holds.ts';
import { findVisibleOrder, listOrders, listOwnOrders, orderDto } from './order-queries.ts';
import { orderStats } from './order-stats.ts';
import { payWithPaypal, payWithTestPayment, startPaypalPayment, type PaymentDeps } from './pay-order.ts';
import { placeOrderOnce } from './place-order-once.ts';
import { holdLimits, orderCall } from './place-order.ts';

const orderId = (c: Context<AppEnv>) => readId(c, 'id', messages.orderNotFound);

/** GET /api/orders/:id's answer: the order as it stands, even if the hold ran out since the last sweep. */
async function currentOrder(c: Context<AppEnv>) {
  const { db, env } = c.var.deps;
  const order = await findVisibleOrder(db, orderId(c), c.var.user!);
  if (!order) throw notFound(messages.orderNotFound);
  return orderDto(db, await withHoldApplied(db, order, env.orderHoldMs));
}

function paymentDeps(c: Context<AppEnv>): PaymentDeps {
  const { db, paypal, env } = c.var.deps;
  return { db, paypal, testPayments: env.testPayments, merchantId: env.paypal.merchantId, holdMs: env.orderHoldMs };
}

export const orderRoutes = new Hono<AppEnv>()
  // Its Idempotency-Key is claimed in the order's own statement (place-order-once.ts), not by the middleware.
  // Both check the session in their own statement when this instance has not lately (one round trip, not two).
  .post('/', requireUserInStatement, async (c) => {
    const claim = await keyClaimOf(c);
    const input = await readJson(c, createOrderSchema);
    const { db, env } = c.var.deps;
    const buyer = { id: signedInId(c), name: c.var.user?.name ?? '', email: c.var.user?.email ?? '', party: clientParty(c.var.clientIp) };
    const limits = holdLimits(env);
    // Before the statement: a malformed product id is refused without it (and the session is not known to hold).
    const call = orderCall(buyer, input, limits);
    const outcome = await checkedByStatement(c, (check) => placeOrderOnce(db, call, buyer, input, limits, claim, check));
    if ('inProgress' in outcome) throw keyStillInProgress();
    if ('stored' in outcome) return replayStored(c, outcome.stored, claim!.requestHash);
    c.set('stockShownChanged', outcome.shownChanged);
    return c.body(outcome.body, 201, { 'content-type': 'application/json' });
  })
  .get('/my-orders', requireUser, async (c) => c.json(await listOwnOrders(c.var.deps.db, c.var.user!.id)))
  // Before '/:id', or 'stats' would be read as an order id.
  .get('/stats', requireAdmin, async (c) => {
    const { days } = parseInput(orderStatsQuerySchema, c.req.query());
    return c.json(await orderStats(c.var.deps.db, days));
  })
  .get('/', requireAdmin, async (c) => {
    const query = parseInput(orderListQuerySchema, c.req.query());
    return c.json(await listOrders(c.var.deps.db, query));
  })
  .get('/:id', requireUser, async (c) => c.json(await currentOrder(c)))
  // Its key too is claimed in the cancel's own statement (cancel-order-once.ts).
  .put('/:id/cancel', requireUserInStatement, async (c) => {
    const claim = await keyClaimOf(c);
    const id = orderId(c);
    const outcome = await checkedByStatement(c, (check) => cancelOwnOrderOnce(c.var.deps.db, id, signedInId(c), claim, check));
    if ('inProgress' in outcome) throw keyStillInProgress();
    if ('stored' in outcome) return replayStored(c, outcome.stored, claim!.requestHash);
    c.set('stockShownChanged', outcome.shownChanged);
    return c.body(outcome.body, 200, { 'content-type': 'application/json' });
  })
  .post('/:id/paypal', requireUser, idempotent, async (c) => {
    return c.json(await startPaypalPayment(paymentDeps(c), orderId(c), c.var.user!.id));
  })
  // A paid or delivered order names its shopper: a replay reads it again rather than keep it (issue 49).
  .put('/:id/pay', requireUser, idempotentRereading(currentOrder), async (c) => {
    const id = orderId(c);
    const input = await readJson(c, payOrderSchema);
    const deps = paymentDeps(c);
    const userId = c.var.user!.id;
    const order = 'paypalOrderId' in input ? await payWithPaypal(deps, id, userId, input.paypalOrderId) : await payWithTestPayment(deps, id, userId);
    return c.json(order);
  })
  .put('/:id/deliver', requireAdmin, idempotentRereading(currentOrder), async (c) => c.json(await markDelivered(c.var.deps.db, orderId(c))));
