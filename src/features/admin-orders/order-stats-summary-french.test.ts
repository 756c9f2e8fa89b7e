import { afterAll, describe, expect, it, vi } from 'vitest';

// The French build's catalogue (vite.config.ts binds `#messages` to it): the charts' words as a
// French admin's screen reader hears them (issue 24).
vi.mock('#messages', () => import('../../../domain/i18n/compiled/fr/index.js'));

// The unit tests share their workers' modules (vitest.config.ts): the module is read again, so
// that it binds the catalogue above rather than one another file loaded first.
vi.resetModules();
// And put back for the files after this one in the worker.
afterAll(() => {
  vi.doUnmock('#messages');
  vi.resetModules();
});
const { describeOrders, describeRevenue } = await import('./order-stats-summary.ts');

const days = [
  { date: '2024-05-01', orders: 0, revenue: 0 },
  { date: '2024-05-02', orders: 3, revenue: 75.5 },
  { date: '2024-05-03', orders: 1, revenue: 120.1 },
  { date: '2024-05-04', orders: 3, revenue: 0 },
];

describe('the orders charts in French words', () => {
  it('counts orders with French plurals and writes money as fr-CA does', () => {
    expect(describeOrders(days)).toBe('7 commandes dans les 4 derniers jours; le jour le plus achalandé a été le 2024-05-04, avec 3.');
    const one = days.map((d) => ({ ...d, orders: d.date === '2024-05-03' ? 1 : 0 }));
    expect(describeOrders(one)).toBe('1 commande dans les 4 derniers jours; le jour le plus achalandé a été le 2024-05-03, avec 1.');
    expect(describeRevenue(days)).toBe('195,60\u00a0$ payés dans les 4 derniers jours; le meilleur jour a été le 2024-05-03, avec 120,10\u00a0$.');
  });

  it('says so when the days were quiet', () => {
    const quiet = days.map((d) => ({ ...d, orders: 0, revenue: 0 }));
    expect(describeOrders(quiet)).toBe('Aucune commande dans les 4 derniers jours.');
    expect(describeRevenue(quiet)).toBe('Aucune commande payée dans les 4 derniers jours.');
  });
});
