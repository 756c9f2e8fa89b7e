import type { Locale } from '#domain/i18n/locales.ts';
import { maskOrderId } from '#domain/order-id.ts';
import { formatShopperDate, formatShopperTime, shopperTimeZone } from '#domain/shopper-time.ts';
import { SITE_CURRENCY, SITE_NAME } from '#domain/site.ts';
import type { OrderItemRow, OrderRow } from '#server/orders/order-dto.ts';
import { messagesFor, moneyIn, type Words } from '../language.ts';
import type { Block, Letter } from './letter.ts';

/** What an order's mails say (issue 22, point 4): each links to the order's page. */
export type OrderMailKind = 'order-placed' | 'order-paid' | 'order-delivered' | 'order-cancelled';
export type OrderMail = { order: OrderRow; items: OrderItemRow[]; holdMs: number; orderUrl: string };

/**
 * The shopper's order in their account's language (issue 24): words from the catalogue, money as
 * the app writes it there ($24.99, 24,99 $), the currency named once where it matters; dates
 * YYYY-MM-DD in both; dates and the time to pay by in the shopper's own zone.
 */
export function orderLetter(kind: OrderMailKind, { order, items, holdMs, orderUrl }: OrderMail, locale: Locale): Letter {
  const t: Words = messagesFor(locale);
  // The shopper's clock: their province's or state's, from the address (issue 53).
  const zone = shopperTimeZone(order.country, order.state);
  const money = (cents: number) => moneyIn(locale, cents);
  const said = { name: order.userName, ref: maskOrderId(order.id), site: SITE_NAME };
  const lines: Block = { lines: items.map((i) => ({ name: i.name, qty: i.qty, amount: money(i.priceCents * i.qty) })) };
  const totals: Block = {
    totals: [
      [t.mail_items(), money(order.itemsCents)],
      [t.mail_shipping(), money(order.shippingCents)],
      [t.mail_tax(), money(order.taxCents)],
      [t.mail_total({ currency: SITE_CURRENCY }), money(order.totalCents)],
    ],
  };
  const viewOrder: Block = { button: { label: t.mail_view_order(), url: orderUrl } };
  switch (kind) {
    case 'order-placed': {
      const holdEnds = new Date(order.createdAt.getTime() + holdMs);
      const pay = order.paymentMethod === 'PayPal' ? t.mail_order_pay_paypal : t.mail_order_pay_card;
      return {
        locale,
        subject: t.mail_order_placed_subject(said),
        heading: t.mail_order_placed_heading(),
        blocks: [
          { p: t.mail_order_placed_intro(said) },
          lines,
          totals,
          // In the shopper's clock (their province's, from the address), the zone named (issue 53).
          { p: t.order_hold_until({ time: formatShopperTime(holdEnds, locale, zone) }) },
          { p: pay({ currency: SITE_CURRENCY }) },
          viewOrder,
        ],
      };
    }
    case 'order-paid':
      return {
        locale,
        subject: t.mail_order_paid_subject(said),
        heading: t.mail_order_paid_heading(),
        blocks: [
          { p: t.mail_order_paid_intro(said) },
          lines,
          totals,
          {
            totals: [
              [t.mail_paid_on(), formatShopperDate(order.paidAt ?? order.createdAt, zone)],
              [t.mail_payment_method(), order.paymentMethod === 'Credit Card' ? t.mail_payment_credit_card() : order.paymentMethod],
              [t.mail_sold_by(), SITE_NAME],
            ],
          },
          { p: t.mail_order_paid_next() },
          viewOrder,
        ],
      };
    case 'order-delivered':
      return {
        locale,
        subject: t.mail_order_delivered_subject(said),
        heading: t.mail_order_delivered_heading(),
        blocks: [
          {
            p: order.deliveredAt
              ? t.mail_order_delivered_intro_on({ ...said, date: formatShopperDate(order.deliveredAt, zone) })
              : t.mail_order_delivered_intro(said),
          },
          lines,
          viewOrder,
        ],
      };
    case 'order-cancelled':
      return {
        locale,
        subject: t.mail_order_cancelled_subject(said),
        heading: t.mail_order_cancelled_heading(),
        blocks: [
          { p: order.cancelledBy === 'shopper' ? t.mail_order_cancelled_by_shopper(said) : t.mail_order_cancelled_unpaid(said) },
          lines,
          { p: t.mail_order_cancelled_again() },
          viewOrder,
        ],
      };
  }
}
