import type { Country, PaymentMethod } from '#domain/enums.ts';
import { fromCents } from '#domain/money.ts';
import type { Order } from '#domain/schemas/order.ts';
import type { orderItems, orders } from '#server/db/schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The DESIGN §3 Order: `_id` beside `id`, money as dollars with two decimals, ISO dates. */
export function toOrderDto(order: OrderRow, items: OrderItemRow[]): Order {
  return {
    id: order.id,
    _id: order.id,
    // The name and email are a snapshot taken at ordering, so they survive a deleted account.
    user: { id: order.userId ?? '', name: order.userName, email: order.userEmail },
    orderItems: items.map((item) => ({
      product: item.productId ?? '',
      name: item.name,
      image: item.image,
      price: fromCents(item.priceCents),
      qty: item.qty,
    })),
    shippingAddress1: order.shippingAddress1,
    city: order.city,
    postalCode: order.postalCode,
    state: order.state,
    country: order.country as Country,
    phoneNumber: order.phoneNumber,
    paymentMethod: order.paymentMethod as PaymentMethod,
    itemsPrice: fromCents(order.itemsCents),
    shippingPrice: fromCents(order.shippingCents),
    taxPrice: fromCents(order.taxCents),
    totalPrice: fromCents(order.totalCents),
    isPaid: order.isPaid,
    paidAt: iso(order.paidAt),
    isDelivered: order.isDelivered,
    deliveredAt: iso(order.deliveredAt),
    cancelledAt: iso(order.cancelledAt),
    createdAt: order.createdAt.toISOString(),
  };
}
