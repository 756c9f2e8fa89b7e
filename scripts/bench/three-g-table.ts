// The table `npm run bench:3g` prints: one row per page, visit and CPU slowdown, each cell the
// median of BENCH_RUNS visits, with "never" where a run did not get there in its time.
import type { VisitResult } from '../perf/poor-line-visit.ts';

export type Row = {
  page: string;
  visit: 'first' | 'repeat';
  cpu: string;
  runs: Array<VisitResult & { settledTapMs?: number }>;
  product: boolean;
};

export type TableLimits = { tapWaitS: number; offlineWaitS: number; offlineTextInBuild: boolean };

function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const seconds = (ms: number, digits = 1) => `${(ms / 1000).toFixed(digits)} s`;

/** The median of the runs that got there; "never" when none did, and how many did when some. */
function cell(values: Array<number | undefined>, show: (ms: number) => string, never: string): string {
  const got = values.filter((v): v is number => v !== undefined);
  const value = median(got);
  if (value === undefined) return never;
  return got.length === values.length ? show(value) : `${show(value)} (${got.length}/${values.length})`;
}

function worksCell(runs: Row['runs']): string {
  const shown = cell(
    runs.map((r) => r.worksMs),
    (ms) => seconds(ms),
    'never',
  );
  const by = new Set(runs.map((r) => r.worksBy).filter(Boolean));
  // Until the app marks itself interactive, the button being enabled stands in for it.
  return by.has('enabled') && !by.has('interactive') ? `${shown} enabled` : shown;
}

function cartCell(runs: Row['runs'], tapWaitS: number): string {
  const open = cell(
    runs.map((r) => r.cartOpenMs),
    (ms) => seconds(ms),
    `never ≤${tapWaitS} s`,
  );
  const counts = [...new Set(runs.map((r) => r.cartCount).filter((n) => n !== undefined))];
  return counts.length === 0 ? open : `${open}, qty ${counts.join('/')}`;
}

function cells(row: Row, limits: TableLimits): string[] {
  const { runs } = row;
  const product = (text: string) => (row.product ? text : '—');
  const swCell = cell(
    runs.map((r) => r.swControlMs),
    (ms) => (ms === 0 ? 'from start' : seconds(ms)),
    `never ≤${limits.offlineWaitS} s`,
  );
  const waitedS = Math.round(Math.max(...runs.map((r) => r.offlineWaitedMs)) / 1000);
  const textCell = limits.offlineTextInBuild
    ? cell(
        runs.map((r) => r.offlineTextMs),
        (ms) => seconds(ms),
        `never ≤${waitedS} s`,
      )
    : 'not in app';
  return [
    row.page,
    row.visit,
    row.cpu,
    cell(
      runs.map((r) => r.firstContentMs),
      (ms) => seconds(ms, 2),
      '—',
    ),
    product(
      cell(
        runs.map((r) => r.addToCartVisibleMs),
        (ms) => seconds(ms, 2),
        'never',
      ),
    ),
    product(worksCell(runs)),
    product(cartCell(runs, limits.tapWaitS)),
    product(
      cell(
        runs.map((r) => r.settledTapMs),
        (ms) => seconds(ms, 2),
        'no answer',
      ),
    ),
    swCell,
    textCell,
    cell(
      runs.map((r) => r.bytesDown),
      (bytes) => `${Math.round(bytes / 1024)} KB`,
      '—',
    ),
  ];
}

const HEADER = [
  'page',
  'visit',
  'CPU',
  'first content',
  'Add to Cart shown',
  'works',
  'tapping → cart, qty',
  'settled tap → cart',
  'SW in control',
  '"Ready to use offline"',
  'bytes down',
];

export function printTable(rows: Row[], limits: TableLimits): void {
  const lines = [HEADER, ...rows.map((row) => cells(row, limits))];
  const widths = HEADER.map((_, column) => Math.max(...lines.map((line) => line[column]!.length)));
  const format = (line: string[]) =>
    line
      .map((text, column) => text.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  console.log(format(lines[0]!));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines.slice(1)) console.log(format(line));
  for (const row of rows) {
    const errors = new Set(row.runs.flatMap((run) => run.pageErrors));
    for (const error of errors) console.log(`${row.page} ${row.visit} ${row.cpu}: page error: ${error}`);
  }
}
