// The performance budgets of the issue, checked by `npm run budget` (part of .ci/run).

/** First-visit JavaScript + CSS for `/`, gzip, render-critical (see first-visit-bytes.ts). */
export const FIRST_VISIT_JS_CSS_MAX_BYTES = 110 * 1024;
/** Lighthouse mobile preset, on each of the three landing pages. */
export const PERFORMANCE_MIN = 95;
export const ACCESSIBILITY_MIN = 100;
export const CLS_MAX = 0.02;
export const SEO_MIN = 100;
export const BEST_PRACTICES_MIN = 100;

export const LANDING_PAGES = (productId: string) => [
  { name: 'home', path: '/' },
  { name: 'catalogue', path: '/explore-scents' },
  { name: 'product', path: `/explore-scents/${productId}` },
  // The French pages (issue 24): the same thresholds.
  { name: 'home in French', path: '/fr/' },
  { name: 'product in French', path: `/fr/explore-scents/${productId}` },
];

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
