import { describe, expect, it } from 'vitest';
import { describeOrders, describeRevenue, summarise } from './order-stats-summary.ts';

const days = [
  { date: '2024-05-01', orders: 0, revenue: 0 },
  { date: '2024-05-02', orders: 3, revenue: 75.5 },
  { date: '2024-05-03', orders: 1, revenue: 120.1 },
  { date: '2024-05-04', orders: 3, revenue: 0 },
];

describe('order stats summary', () => {
  it('adds up orders and revenue in cents and finds the busiest and best days', () => {
    const summary = summarise(days);
    expect(summary.orders).toBe(7);
    expect(summary.revenueCents).toBe(19560);
    expect(summary.busiest?.date).toBe('2024-05-04');
    expect(summary.best?.date).toBe('2024-05-03');
  });

  it('puts the charts into words', () => {
    expect(describeOrders(days)).toBe('7 orders in the last 4 days; the busiest day was 2024-05-04 with 3.');
    expect(describeRevenue(days)).toBe('$195.60 paid in the last 4 days; the best day was 2024-05-03 with $120.10.');
    const quiet = days.map((d) => ({ ...d, orders: 0, revenue: 0 }));
    expect(describeOrders(quiet)).toBe('No orders in the last 4 days.');
    expect(describeRevenue(quiet)).toBe('No paid orders in the last 4 days.');
  });
});
