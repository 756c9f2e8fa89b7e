import { describe, expect, it } from 'vitest';
import type { Order } from '#domain/schemas/order.ts';
import { recentPaidOrders } from './recent-paid-orders.ts';

const order = (id: string, createdAt: string, isPaid: boolean) => ({ id, createdAt, isPaid }) as Order;

describe('recentPaidOrders', () => {
  it('keeps only paid orders, newest first, at most three', () => {
    const orders = [
      order('a', '2025-01-01T10:00:00Z', true),
      order('b', '2025-01-05T10:00:00Z', false),
      order('c', '2025-01-03T10:00:00Z', true),
      order('d', '2025-01-04T10:00:00Z', true),
      order('e', '2025-01-02T10:00:00Z', true),
    ];
    expect(recentPaidOrders(orders).map((o) => o.id)).toEqual(['d', 'c', 'e']);
  });
  it('is empty when nothing is paid yet', () => {
    expect(recentPaidOrders([order('a', '2025-01-01T10:00:00Z', false)])).toEqual([]);
  });
});
