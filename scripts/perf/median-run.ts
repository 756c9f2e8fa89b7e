// Which of a page's Lighthouse runs the budget reports (scripts/budget/check.ts).

type Scored = { categories: { performance?: { score: number | null } } };

/**
 * The run whose performance score is the median of the runs' (the middle one of three): what the
 * budget says it holds to. Lighthouse's `computeMedianRun` picks the run closest to the median
 * FCP and TTI instead, which left the score to whichever TBT that run had: a catalogue whose
 * nine runs had a median score of 96 was reported 93, from a run on a host slowed to
 * benchmarkIndex 1679 against the runs' usual 2500.
 */
export function medianByPerformance<Run extends Scored>(runs: Run[]): Run {
  if (runs.length === 0) throw new Error('no Lighthouse runs to take the median of');
  const performance = (run: Run) => run.categories.performance?.score ?? 0;
  const sorted = [...runs].sort((a, b) => performance(a) - performance(b));
  return sorted[Math.floor(sorted.length / 2)]!;
}
