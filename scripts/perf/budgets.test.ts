import { describe, expect, it } from 'vitest';
import { budgetGate, performanceFloor, PERFORMANCE_CI_GATE, PERFORMANCE_GOAL } from './budgets.ts';

describe("the budget's performance gate", () => {
  it('holds a page to the goal unless CI asks for its own gate', () => {
    expect(budgetGate(undefined)).toBe('goal');
    expect(budgetGate('')).toBe('goal');
    expect(performanceFloor(budgetGate(undefined))).toBe(PERFORMANCE_GOAL);
  });

  it('fails CI only on a gross regression, well under the goal', () => {
    expect(budgetGate('ci')).toBe('ci');
    expect(performanceFloor('ci')).toBe(PERFORMANCE_CI_GATE);
    expect(PERFORMANCE_CI_GATE).toBeLessThan(PERFORMANCE_GOAL);
  });

  it('refuses a gate it does not know rather than guess which was meant', () => {
    expect(() => budgetGate('CI')).toThrow(/BUDGET_GATE is "CI"/);
  });
});
