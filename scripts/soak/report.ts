import type { SoakSql } from './soak-sql.ts';
import type { Instance } from '../cluster/instances.ts';
import type { BooksResult } from './books.ts';
import type { MailResult } from './mail-check.ts';
import { inWindow, type FaultWindow } from './faults.ts';
import type { Ledger } from './shoppers.ts';
import type { Traffic } from './traffic.ts';

export type Agreement = { checked: number; disagreements: string[] };

/**
 * After the run, every instance (asked directly, not through the balancer) must serve each
 * product as the database has it: stock, price, review count. An instance whose cache missed a
 * change (a notification lost while PostgreSQL restarted) shows up here.
 */
export async function catalogueAgreement(sql: SoakSql, instances: Instance[]): Promise<Agreement> {
  // The caches' safety net re-reads the version every second: give it that long.
  await new Promise((r) => setTimeout(r, 1_500));
  const rows = await sql<{ id: string; stock: number; price_cents: number; num_reviews: number }[]>`
    select id, count_in_stock as stock, price_cents, num_reviews from products`;
  const disagreements: string[] = [];
  let checked = 0;
  for (const instance of instances) {
    for (const row of rows) {
      const res = await fetch(`${instance.url}/api/products/${row.id}`);
      const body = (await res.json()) as { countInStock?: number; price?: number; numReviews?: number };
      checked += 1;
      if (body.countInStock !== row.stock || Math.round((body.price ?? -1) * 100) !== row.price_cents || body.numReviews !== row.num_reviews) {
        disagreements.push(
          `${instance.name} ${row.id}: served ${JSON.stringify([body.countInStock, body.price, body.numReviews])}, database ${JSON.stringify([row.stock, row.price_cents / 100, row.num_reviews])}`,
        );
      }
    }
  }
  return { checked, disagreements };
}

export type Outcome = {
  seconds: number;
  shoppers: number;
  traffic: Traffic;
  ledger: Ledger;
  windows: FaultWindow[];
  books: BooksResult;
  mail: MailResult;
  agreement: Agreement;
  clientIps: number;
  expectedClientIps: number;
  exitCodes: (number | null)[];
  problems: string[];
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

export function closingNote(o: Outcome): { passed: boolean; text: string } {
  const { samples, gaveUp, retriedToSuccess } = o.traffic;
  const failed = samples.filter((s) => s.status === 'network' || s.status >= 500);
  const inside = failed.filter((s) => inWindow(o.windows, s.start, s.end));
  const outside = failed.filter((s) => !inWindow(o.windows, s.start, s.end));
  const latencies = samples.map((s) => s.end - s.start).sort((a, b) => a - b);
  const calm = samples
    .filter((s) => !inWindow(o.windows, s.start, s.end))
    .map((s) => s.end - s.start)
    .sort((a, b) => a - b);
  const orders = o.ledger.orders.size;
  const paid = [...o.ledger.orders.values()].filter((x) => x.paid).length;
  const byRoute = new Map<string, number>();
  for (const s of samples) byRoute.set(s.route, (byRoute.get(s.route) ?? 0) + 1);

  const problems = [...o.problems];
  if (outside.length)
    problems.push(
      `${outside.length} 5xx/network error(s) outside fault windows: ${outside
        .slice(0, 5)
        .map((s) => `${s.route} ${s.status} at ${(s.start / 1000).toFixed(1)} s`)
        .join('; ')}`,
    );
  if (gaveUp.length) problems.push(`${gaveUp.length} call(s) never succeeded: ${gaveUp.slice(0, 3).join('; ')}`);
  if (o.ledger.unexpected.length) problems.push(`${o.ledger.unexpected.length} unexpected answer(s): ${o.ledger.unexpected.slice(0, 3).join('; ')}`);
  // Reported, not failed: another instance learns of an edit by NOTIFY, which can arrive a few
  // milliseconds after the admin's next read on a loaded machine, or be lost while its listener
  // reconnects (then the 1 s poll catches up; docs/decisions/2026-11-21-catalogue-cache.md).
  // That every instance ends up serving what the database holds is checked (catalogueAgreement).
  const staleOutside = o.ledger.staleReads.filter((t) => !inWindow(o.windows, t, t));
  if (!o.books.balanced) problems.push('the books do not balance');
  if (!o.mail.ok) problems.push('the mail does not add up: an order missing a mail, one sent twice, or mail left unsent');
  if (o.agreement.disagreements.length)
    problems.push(`${o.agreement.disagreements.length} product(s) served differently from the database: ${o.agreement.disagreements.slice(0, 3).join('; ')}`);
  if (o.clientIps !== o.expectedClientIps) problems.push(`instances saw ${o.clientIps} client address(es) registering, expected ${o.expectedClientIps}`);
  if (o.exitCodes.some((c) => c !== 0)) problems.push(`graceful stop exit codes ${JSON.stringify(o.exitCodes)}`);
  if (o.windows.length === 0) problems.push('no fault was injected');
  const passed = problems.length === 0;

  const text = [
    '',
    `── soak: ${passed ? 'PASSED' : 'FAILED'} ──────────────────────────────────────────────`,
    `duration: ${o.seconds} s, 3 instances behind HAProxy, ${o.shoppers} shoppers + 1 admin`,
    `requests sent: ${samples.length} (${[...byRoute]
      .sort((a, b) => b[1] - a[1])
      .map(([r, n]) => `${r} ${n}`)
      .join(', ')})`,
    `orders placed: ${orders} (paid ${paid}, refused for stock ${o.ledger.refusedForStock}, abandoned ${o.ledger.abandoned} of which ${o.ledger.cancelledByShopper} cancelled by their shopper, ${o.ledger.expiredBeforePayment} expired before payment); reviews ${o.ledger.reviews.size}; registrations ${o.ledger.registrations}, sign-ins ${o.ledger.logins}; admin product updates ${o.ledger.adminUpdates}, deliveries ${o.ledger.delivered}`,
    `faults injected: ${o.windows.length} (${o.windows.map((w) => `${w.name} at ${(w.start / 1000).toFixed(1)} s, ready again after ${(w.recoveredAfterMs / 1000).toFixed(1)} s`).join('; ')})`,
    `5xx (and network errors) inside fault windows: ${inside.length}, all retried by the client to success: ${gaveUp.length === 0 ? 'yes' : 'no'} (${retriedToSuccess} calls needed a retry)`,
    `5xx outside fault windows: ${outside.length} (goal 0)`,
    `books balanced: ${o.books.balanced ? 'yes' : 'no'} (goal: exact)`,
    ...o.books.lines.map((l) => `  ${l}`),
    `mail: every order's mails, none twice: ${o.mail.ok ? 'yes' : 'no'}`,
    ...o.mail.lines.map((l) => `  ${l}`),
    `catalogue served by each instance matches the database: ${o.agreement.checked - o.agreement.disagreements.length}/${o.agreement.checked}; reads right after an admin update that still showed the old product: ${o.ledger.staleReads.length - staleOutside.length} inside fault windows, ${staleOutside.length} outside (${staleOutside.map((t) => `${(t / 1000).toFixed(1)} s`).join(', ') || 'none'})`,
    `client addresses seen by the instances (X-Forwarded-For set by HAProxy): ${o.clientIps} of ${o.expectedClientIps}`,
    `latency over all requests: p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies.at(-1) ?? 0)}; outside fault windows p99 ${ms(percentile(calm, 99))}`,
    `graceful stop (SIGTERM) exit codes: ${JSON.stringify(o.exitCodes)}`,
    ...problems.map((p) => `FAIL: ${p}`),
    '',
  ].join('\n');
  return { passed, text };
}
