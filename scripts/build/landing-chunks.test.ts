import { describe, expect, it } from 'vitest';
import { landingChunkName, type ModuleGraph } from './landing-chunks.ts';

// Module ids as Rolldown gives them: route files split by TanStack Router carry a query.
const HOME = '/app/src/routes/index.tsx?tsr-split=component---pendingComponent';
const CATALOGUE_LAYOUT = '/app/src/routes/explore-scents/_catalogue.tsx?tsr-split=component---pendingComponent';
const CATALOGUE_PAGE = '/app/src/routes/explore-scents/_catalogue/page.$pageNumber.tsx?tsr-split=component---pendingComponent';
const PRODUCT = '/app/src/routes/explore-scents/$id.tsx?tsr-split=component---pendingComponent';
const CART = '/app/src/routes/cart.tsx?tsr-split=loader---component---pendingComponent';

/** importers of each module (static imports only, as Rolldown's ModuleInfo.importers). */
function graph(importers: Record<string, string[]>): ModuleGraph {
  return { getModuleInfo: (id) => ({ importers: importers[id] ?? [] }) };
}

describe('landing pages get one file per set of them sharing code', () => {
  const modules = graph({
    '/app/src/ui/button.tsx': [HOME, '/app/src/features/product/add-to-cart.tsx', CART],
    '/app/src/features/product/add-to-cart.tsx': [PRODUCT],
    '/app/src/features/product/product-image.tsx': ['/app/src/features/catalogue/product-card.tsx', PRODUCT],
    '/app/src/features/catalogue/product-card.tsx': ['/app/src/features/catalogue/product-grid.tsx'],
    '/app/src/features/catalogue/product-grid.tsx': [HOME, CATALOGUE_PAGE],
    '/app/src/features/catalogue/select.tsx': [CATALOGUE_LAYOUT],
    '/app/src/features/cart/cart-summary.tsx': [CART],
    // A cycle must not loop forever nor lose a page.
    '/app/src/a.ts': ['/app/src/b.ts'],
    '/app/src/b.ts': ['/app/src/a.ts', PRODUCT],
  });

  it('names a module by every landing page that imports it, however far up', () => {
    expect(landingChunkName('/app/src/ui/button.tsx', modules)).toBe('landing-home-product');
    expect(landingChunkName('/app/src/features/product/product-image.tsx', modules)).toBe('landing-home-catalogue-product');
    expect(landingChunkName('/app/src/features/catalogue/product-grid.tsx', modules)).toBe('landing-home-catalogue');
    expect(landingChunkName('/app/src/features/product/add-to-cart.tsx', modules)).toBe('landing-product');
    expect(landingChunkName('/app/src/a.ts', modules)).toBe('landing-product');
  });

  it('counts the catalogue layout and its pages as one landing page', () => {
    expect(landingChunkName('/app/src/features/catalogue/select.tsx', modules)).toBe('landing-catalogue');
    expect(landingChunkName(CATALOGUE_PAGE, modules)).toBe('landing-catalogue');
  });

  it('leaves code no landing page imports statically to the default splitting', () => {
    expect(landingChunkName('/app/src/features/cart/cart-summary.tsx', modules)).toBeNull();
    expect(landingChunkName(CART, modules)).toBeNull();
    expect(landingChunkName('/app/src/unknown.ts', modules)).toBeNull();
  });
});

describe('a message, imported through its language’s index', () => {
  const INDEX = '/app/domain/i18n/compiled/en/index.js';
  const modules = graph({
    '/app/domain/i18n/compiled/en/hero_lead.js': [INDEX],
    '/app/domain/i18n/compiled/en/add_to_cart.js': [INDEX],
    [INDEX]: ['/app/src/features/home/home-hero.tsx', '/app/src/features/product/product-details.tsx'],
    '/app/src/features/home/home-hero.tsx': [HOME],
    '/app/src/features/product/product-details.tsx': [PRODUCT],
  });
  // What each module's source names (read from disk in a build).
  const sources: Record<string, string> = {
    '/app/src/features/home/home-hero.tsx': 'm.hero_lead({ month })',
    '/app/src/features/product/product-details.tsx': '{m.add_to_cart()}',
  };
  const names = (importer: string, key: string) => (sources[importer] ?? '').includes(key);

  it('goes with the pages whose code names it, not with every page that imports the index', () => {
    expect(landingChunkName('/app/domain/i18n/compiled/en/hero_lead.js', modules, names)).toBe('landing-home');
    expect(landingChunkName('/app/domain/i18n/compiled/en/add_to_cart.js', modules, names)).toBe('landing-product');
  });
});
