import { formatMoney } from '#domain/money.ts';
import { formatDate } from '#domain/format.ts';
import { messages } from '#domain/messages.ts';
import { maskOrderId } from '#domain/order-id.ts';
import { SITE_CURRENCY, SITE_NAME } from '#domain/site.ts';
import type { OrderItemRow, OrderRow } from '#server/orders/order-dto.ts';
import type { Block, Letter } from './letter.ts';

/** What an order's mails say (issue 22, point 4): each links to the order's page. */
export type OrderMailKind = 'order-placed' | 'order-paid' | 'order-delivered' | 'order-cancelled';
export type OrderMail = { order: OrderRow; items: OrderItemRow[]; holdMs: number; orderUrl: string };

/** Money in CAD as the app writes it ($24.99), the currency named once where it matters. */
const money = (cents: number) => formatMoney(cents);
/** A time every reader reads alike, whatever their mail client's zone: 2026-11-26 14:05 UTC. */
const utc = (date: Date) => `${date.toISOString().slice(0, 10)} ${date.toISOString().slice(11, 16)} UTC`;

const lines = (items: OrderItemRow[]): Block => ({ lines: items.map((i) => ({ name: i.name, qty: i.qty, amount: money(i.priceCents * i.qty) })) });

const totals = (order: OrderRow): Block => ({
  totals: [
    ['Items', money(order.itemsCents)],
    ['Shipping', money(order.shippingCents)],
    ['Tax', money(order.taxCents)],
    [`Total (${SITE_CURRENCY})`, money(order.totalCents)],
  ],
});

const viewOrder = (url: string): Block => ({ button: { label: 'View your order', url } });

export function orderLetter(kind: OrderMailKind, { order, items, holdMs, orderUrl }: OrderMail): Letter {
  const ref = maskOrderId(order.id);
  const hi = `Hello ${order.userName},`;
  switch (kind) {
    case 'order-placed': {
      const holdEnds = new Date(order.createdAt.getTime() + holdMs);
      return {
        subject: `Your ${SITE_NAME} order ${ref} is placed`,
        heading: 'Thank you for your order',
        blocks: [
          { p: `${hi} we have your order ${ref} and are holding these samples for you.` },
          lines(items),
          totals(order),
          { p: messages.orderHoldUntil(utc(holdEnds)) },
          { p: `To pay, open your order and choose ${order.paymentMethod === 'PayPal' ? 'PayPal' : 'a card through PayPal'}; the total is charged in ${SITE_CURRENCY}.` },
          viewOrder(orderUrl),
        ],
      };
    }
    case 'order-paid':
      return {
        subject: `Receipt for your ${SITE_NAME} order ${ref}`,
        heading: 'Your receipt',
        blocks: [
          { p: `${hi} thank you: your payment for order ${ref} was received. Keep this mail as your receipt.` },
          lines(items),
          totals(order),
          {
            totals: [
              ['Paid on', formatDate(order.paidAt ?? order.createdAt)],
              ['Payment method', order.paymentMethod],
              ['Sold by', SITE_NAME],
            ],
          },
          { p: 'We will write again when your samples are on their way.' },
          viewOrder(orderUrl),
        ],
      };
    case 'order-delivered':
      return {
        subject: `Your ${SITE_NAME} order ${ref} was sent`,
        heading: 'Your samples are on their way',
        blocks: [{ p: `${hi} your order ${ref} has left us${order.deliveredAt ? ` on ${formatDate(order.deliveredAt)}` : ''}.` }, lines(items), viewOrder(orderUrl)],
      };
    case 'order-cancelled': {
      const why =
        order.cancelledBy === 'shopper'
          ? `As you asked, your order ${ref} was cancelled.`
          : `Your order ${ref} was not paid in time, so it was cancelled.`;
      return {
        subject: `Your ${SITE_NAME} order ${ref} was cancelled`,
        heading: 'Your order was cancelled',
        blocks: [{ p: `${hi} ${why} Nothing was charged, and its samples went back on sale.` }, lines(items), { p: 'You are welcome to place a new order at any time.' }, viewOrder(orderUrl)],
      };
    }
  }
}
