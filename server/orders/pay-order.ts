import { and, eq, isNull, sql } from 'drizzle-orm';
import { CURRENCY } from '#domain/enums.ts';
import { messages } from '#domain/messages.ts';
import type { Order } from '#domain/schemas/order.ts';
import type { Database } from '#server/db/client.ts';
import { orders } from '#server/db/schema.ts';
import { isUniqueViolation } from '#server/http/error-handler.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '#server/http/http-error.ts';
import { PaymentGatewayError, type PaymentGateway } from '#server/payments/paypal-client.ts';
import { captureMismatch } from '#server/payments/verify-capture.ts';
import { withHoldApplied } from './order-holds.ts';
import { findOrder, findOwnOrder, orderDto } from './order-queries.ts';
import type { OrderRow } from './order-dto.ts';

export type PaymentDeps = {
  db: Database;
  paypal: PaymentGateway;
  testPayments: boolean;
  /** our PayPal merchant id; when set, a capture paid to anyone else is refused */
  merchantId: string | undefined;
  /** how long an unpaid order holds its stock (ORDER_HOLD_MINUTES) */
  holdMs: number;
};

/** One refund per order: a retried refund reaches PayPal with the same request id. */
export const refundRequestId = (orderId: string) => `refund-${orderId}`;

/** One capture per order: a double click or a replay reaches PayPal with the same request id. */
export const captureRequestId = (orderId: string) => `capture-${orderId}`;

const paypalUnavailable = () => new HttpError(502, messages.paypalUnavailable);

/**
 * PayPal down is a 502, the one 5xx we send, and never for anything the client did. PayPal
 * refusing a request is `whenRejected`: for a capture, the payment is not verified; for creating
 * an order, which we alone build, it is PayPal failing to serve us.
 */
function gatewayFailure(err: unknown, whenRejected: HttpError): never {
  if (err instanceof PaymentGatewayError) throw err.kind === 'rejected' ? whenRejected : paypalUnavailable();
  throw err;
}

/**
 * A payment captured for an order that was cancelled meanwhile (its hold ran out during the
 * capture) goes back to the payer: the scents went back on the shelf, so the order cannot be
 * fulfilled. The capture is written on the cancelled order first, so that if PayPal fails now,
 * the shopper's retry finds it and asks for the same refund again (decision note: stock holds).
 */
async function refundLateCapture(deps: PaymentDeps, orderId: string, captureId: string): Promise<never> {
  await deps.db
    .update(orders)
    .set({ paymentCaptureId: captureId })
    .where(and(eq(orders.id, orderId), eq(orders.isPaid, false)));
  await deps.paypal.refundCapture(captureId, refundRequestId(orderId)).catch((err: unknown) => gatewayFailure(err, paypalUnavailable()));
  throw conflict(messages.orderCancelledAfterPayment);
}

async function unpaidOwnOrder(deps: PaymentDeps, orderId: string, userId: string): Promise<OrderRow> {
  const found = await findOwnOrder(deps.db, orderId, userId);
  if (!found) throw notFound(messages.orderNotFound);
  if (found.isPaid) throw badRequest(messages.orderAlreadyPaid);
  // Its hold may have run out since the last sweep: then it is cancelled now, before any capture.
  const order = await withHoldApplied(deps.db, found, deps.holdMs);
  if (order.cancelledAt !== null) {
    if (order.paymentCaptureId !== null) return refundLateCapture(deps, order.id, order.paymentCaptureId);
    throw conflict(messages.orderCancelled);
  }
  return order;
}

/**
 * Marks the order paid once, unless it was cancelled meanwhile (`undefined` then). A concurrent
 * second attempt finds it paid: with the same capture (a double click) it gets the order;
 * anything else is "already paid". An order whose hold ran out but which the sweep has not
 * cancelled yet still holds its stock, so its payment is taken.
 */
async function markPaid(db: Database, orderId: string, capture: { captureId: string | null; payerEmail: string | null }): Promise<Order | undefined> {
  let updated: OrderRow | undefined;
  try {
    [updated] = await db
      .update(orders)
      // The address is kept only while the order holds stock (http/client-party.ts).
      .set({ isPaid: true, paidAt: sql`now()`, paymentCaptureId: capture.captureId, paymentPayerEmail: capture.payerEmail, clientAddress: null })
      .where(and(eq(orders.id, orderId), eq(orders.isPaid, false), isNull(orders.cancelledAt)))
      .returning();
  } catch (err) {
    // orders_payment_capture_key: this capture already paid for another order.
    if (isUniqueViolation(err)) throw badRequest(messages.paymentNotVerified);
    throw err;
  }
  if (updated) return orderDto(db, updated);
  const current = await findOrder(db, orderId);
  if (current && !current.isPaid && current.cancelledAt !== null) return undefined;
  if (current && capture.captureId !== null && current.paymentCaptureId === capture.captureId) return orderDto(db, current);
  throw badRequest(messages.orderAlreadyPaid);
}

/** POST /api/orders/:id/paypal: a PayPal order for our total, remembered on our order. */
export async function startPaypalPayment(deps: PaymentDeps, orderId: string, userId: string): Promise<{ id: string }> {
  const order = await unpaidOwnOrder(deps, orderId, userId);
  const created = await deps.paypal
    .createOrder({ orderId: order.id, totalCents: order.totalCents, currency: CURRENCY })
    .catch((err: unknown) => gatewayFailure(err, paypalUnavailable()));
  const [stored] = await deps.db
    .update(orders)
    .set({ paypalOrderId: created.id })
    .where(and(eq(orders.id, order.id), eq(orders.isPaid, false), isNull(orders.cancelledAt)))
    .returning({ id: orders.id });
  if (!stored) {
    const current = await findOrder(deps.db, order.id);
    throw current?.isPaid === false ? conflict(messages.orderCancelled) : badRequest(messages.orderAlreadyPaid);
  }
  return { id: created.id };
}

/** PUT /api/orders/:id/pay with { paypalOrderId }: capture, verify every field, then mark paid. */
export async function payWithPaypal(deps: PaymentDeps, orderId: string, userId: string, paypalOrderId: string): Promise<Order> {
  const order = await unpaidOwnOrder(deps, orderId, userId);
  // Only the PayPal order we created for this order can pay it, never one the client picks.
  if (order.paypalOrderId === null || order.paypalOrderId !== paypalOrderId) throw badRequest(messages.paymentNotVerified);
  const capture = await deps.paypal
    .captureOrder(paypalOrderId, captureRequestId(order.id))
    .catch((err: unknown) => gatewayFailure(err, badRequest(messages.paymentNotVerified)));
  const mismatch = captureMismatch(capture, {
    orderId: order.id,
    totalCents: order.totalCents,
    currency: CURRENCY,
    merchantId: deps.merchantId,
  });
  if (mismatch) throw badRequest(messages.paymentNotVerified);
  const paid = await markPaid(deps.db, order.id, { captureId: capture.captureId, payerEmail: capture.payerEmail });
  // A verified capture always has its id (captureMismatch refuses one without).
  return paid ?? refundLateCapture(deps, order.id, capture.captureId!);
}

/** PUT /api/orders/:id/pay with { testPayment: true }: demo and test only, never production. */
export async function payWithTestPayment(deps: PaymentDeps, orderId: string, userId: string): Promise<Order> {
  const order = await unpaidOwnOrder(deps, orderId, userId);
  if (!deps.testPayments) throw forbidden(messages.testPaymentsDisabled);
  const paid = await markPaid(deps.db, order.id, { captureId: null, payerEmail: null });
  if (!paid) throw conflict(messages.orderCancelled);
  return paid;
}
