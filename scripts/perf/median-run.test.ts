import { describe, expect, it } from 'vitest';
import { medianByPerformance } from './median-run.ts';

const run = (score: number, id: string) => ({ id, categories: { performance: { score } } });

describe("the budget's run of a page is the one with the median score", () => {
  it('takes the middle of nine scores, whatever order they came in', () => {
    const runs = [0.94, 0.87, 0.93, 0.97, 0.88, 1, 1, 0.98, 0.96].map((score, i) => run(score, `run ${i + 1}`));
    expect(medianByPerformance(runs).categories.performance.score).toBe(0.96);
  });

  it('is not moved by one outlier', () => {
    const runs = [0.97, 0.96, 0.31, 0.98, 0.95].map((score, i) => run(score, `run ${i + 1}`));
    expect(medianByPerformance(runs).id).toBe('run 2');
  });

  it('refuses no runs at all', () => {
    expect(() => medianByPerformance([])).toThrow(/no Lighthouse runs/);
  });
});
