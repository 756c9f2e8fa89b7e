import { describe, expect, it } from 'vitest';
import { measuredAgainBecause, SLOWED_HOST_RETRIES } from './host-phases.ts';

describe("the budget measures a run again when the host, not the page, slowed it", () => {
  it('counts a run on a host at its usual speed with no steal', () => {
    expect(measuredAgainBecause(0, 2400, 2500, 0.001)).toBeUndefined();
  });

  it('measures again a run whose benchmarkIndex fell under 0.7 of the usual', () => {
    expect(measuredAgainBecause(0, 1600, 2500, 0)).toBe('the host ran at benchmarkIndex 1600 against 2500 in the runs so far');
    expect(measuredAgainBecause(0, 1800, 2500, 0)).toBeUndefined();
  });

  it('measures again a run during which the host took over 5% of the cores (steal)', () => {
    expect(measuredAgainBecause(0, 2500, 2500, 0.12)).toBe("the host took 12% of the cores' time for other machines during the run (steal)");
    expect(measuredAgainBecause(1, 2500, 2500, 0.051)).toMatch(/took 5\.1% .*steal/);
    expect(measuredAgainBecause(0, 2500, 2500, 0.05)).toBeUndefined();
  });

  it('has no usual speed for the first run, and judges it by its steal alone', () => {
    expect(measuredAgainBecause(0, 2500, Number.NaN, 0)).toBeUndefined();
    expect(measuredAgainBecause(0, 2500, Number.NaN, 0.2)).toMatch(/steal/);
  });

  it('counts the last attempt whatever it read, so a host that stays slow reads slow', () => {
    expect(measuredAgainBecause(SLOWED_HOST_RETRIES, 900, 2500, 0.5)).toBeUndefined();
    expect(measuredAgainBecause(SLOWED_HOST_RETRIES - 1, 900, 2500, 0.5)).toBeDefined();
  });
});
