// The performance budgets of the issue, checked by `npm run budget` (part of .ci/run).
import { DEFAULT_LOCALE, LANGUAGE_TAGS, LOCALES, localizedPath } from '../../domain/i18n/locales.ts';

/** First-visit JavaScript + CSS for `/`, gzip, render-critical (see first-visit-bytes.ts). */
export const FIRST_VISIT_JS_CSS_MAX_BYTES = 110 * 1024;
/**
 * Lighthouse mobile performance, on each landing page: the goal, which `npm run budget` alone
 * holds a page's median to, and the gate CI holds it to (BUDGET_GATE=ci): only a gross regression.
 * On this two-core host the same build reads 99–100 in a fast phase and 85–93 in a slow one, so
 * a gate at the goal timed the host as much as the page (docs/decisions/2026-12-07-ci-gates.md).
 */
export const PERFORMANCE_GOAL = 95;
export const PERFORMANCE_CI_GATE = 80;
export const ACCESSIBILITY_MIN = 100;
export const CLS_MAX = 0.02;
export const SEO_MIN = 100;
export const BEST_PRACTICES_MIN = 100;

/** `goal`: fail under the performance goal (the default); `ci`: fail only under the CI gate. */
export type BudgetGate = 'goal' | 'ci';

export function budgetGate(value: string | undefined): BudgetGate {
  if (value === undefined || value === '' || value === 'goal') return 'goal';
  if (value === 'ci') return 'ci';
  throw new Error(`BUDGET_GATE is "${value}": it may be "ci" (CI's gates) or unset (the goals)`);
}

/** The median performance score under which a page fails the budget. */
export const performanceFloor = (gate: BudgetGate) => (gate === 'ci' ? PERFORMANCE_CI_GATE : PERFORMANCE_GOAL);

export const LANDING_PAGES = (productId: string) => [
  { name: 'home', path: '/' },
  { name: 'catalogue', path: '/explore-scents' },
  { name: 'product', path: `/explore-scents/${productId}` },
  // The other languages' pages (issue 24: French): the same thresholds.
  ...LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).flatMap((locale) => [
    { name: `home in ${LANGUAGE_TAGS[locale]}`, path: localizedPath(locale, '/') },
    { name: `product in ${LANGUAGE_TAGS[locale]}`, path: localizedPath(locale, `/explore-scents/${productId}`) },
  ]),
];

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
