import { describe, expect, it } from 'vitest';
import { isBarrel, landingChunkName, type ModuleGraph, type Reading } from './landing-chunks.ts';

// Module ids as Rolldown gives them: route files split by TanStack Router carry a query.
const HOME = '/app/src/routes/index.tsx?tsr-split=component---pendingComponent';
const CATALOGUE_LAYOUT = '/app/src/routes/explore-scents/_catalogue.tsx?tsr-split=component---pendingComponent';
const CATALOGUE_PAGE = '/app/src/routes/explore-scents/_catalogue/page.$pageNumber.tsx?tsr-split=component---pendingComponent';
const PRODUCT = '/app/src/routes/explore-scents/$id.tsx?tsr-split=component---pendingComponent';
const CART = '/app/src/routes/cart.tsx?tsr-split=loader---component---pendingComponent';

/** importers of each module (static imports only, as Rolldown's ModuleInfo.importers), and what each exports. */
function graph(importers: Record<string, string[]>, exports: Record<string, string[]> = {}): ModuleGraph {
  return { getModuleInfo: (id) => ({ importers: importers[id] ?? [], exports: exports[id] ?? [] }) };
}

/** What each module's source names (read from disk in a build), and which modules are barrels. */
function reading(sources: Record<string, string>, barrels: string[]): Reading {
  return { names: (importer, names) => names.some((name) => (sources[importer] ?? '').includes(name)), isBarrel: (id) => barrels.includes(id) };
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
  const modules = graph(
    {
      '/app/domain/i18n/compiled/en/hero_lead.js': [INDEX],
      '/app/domain/i18n/compiled/en/add_to_cart.js': [INDEX],
      [INDEX]: ['/app/src/features/home/home-hero.tsx', '/app/src/features/product/product-details.tsx'],
      '/app/src/features/home/home-hero.tsx': [HOME],
      '/app/src/features/product/product-details.tsx': [PRODUCT],
    },
    { '/app/domain/i18n/compiled/en/hero_lead.js': ['hero_lead'], '/app/domain/i18n/compiled/en/add_to_cart.js': ['add_to_cart'] },
  );
  const sources = reading({ '/app/src/features/home/home-hero.tsx': 'm.hero_lead({ month })', '/app/src/features/product/product-details.tsx': '{m.add_to_cart()}' }, [INDEX]);

  it('goes with the pages whose code names it, not with every page that imports the index', () => {
    expect(landingChunkName('/app/domain/i18n/compiled/en/hero_lead.js', modules, sources)).toBe('landing-home');
    expect(landingChunkName('/app/domain/i18n/compiled/en/add_to_cart.js', modules, sources)).toBe('landing-product');
  });
});

describe('a library module, imported through the library’s barrels', () => {
  // As @tanstack/react-query: its index re-exports its hooks and, with `export *`, query-core's index.
  const REACT_QUERY = '/app/node_modules/@tanstack/react-query/build/modern/index.js';
  const QUERY_CORE = '/app/node_modules/@tanstack/query-core/build/modern/index.js';
  const USE_MUTATION = '/app/node_modules/@tanstack/react-query/build/modern/useMutation.js';
  const MUTATION_OBSERVER = '/app/node_modules/@tanstack/query-core/build/modern/mutationObserver.js';
  const USE_QUERY = '/app/node_modules/@tanstack/react-query/build/modern/useQuery.js';
  const QUERY_OBSERVER = '/app/node_modules/@tanstack/query-core/build/modern/queryObserver.js';
  const FEATURED = '/app/src/features/home/featured-carousel.tsx';
  const REVIEWS = '/app/src/features/product/review-mutations.ts';
  const modules = graph(
    {
      [MUTATION_OBSERVER]: [QUERY_CORE, USE_MUTATION],
      [QUERY_OBSERVER]: [QUERY_CORE, USE_QUERY],
      [USE_MUTATION]: [REACT_QUERY],
      [USE_QUERY]: [REACT_QUERY],
      [QUERY_CORE]: [REACT_QUERY],
      [REACT_QUERY]: [FEATURED, REVIEWS],
      [FEATURED]: [HOME],
      [REVIEWS]: [PRODUCT],
    },
    { [MUTATION_OBSERVER]: ['MutationObserver'], [QUERY_OBSERVER]: ['QueryObserver'], [USE_MUTATION]: ['useMutation'], [USE_QUERY]: ['useQuery'] },
  );
  const sources = reading({ [FEATURED]: 'const { data } = useQuery(featured);', [REVIEWS]: 'return useMutation({ mutationFn });' }, [REACT_QUERY, QUERY_CORE]);

  it('goes with the pages whose code names what it (or the module using it) exports', () => {
    expect(landingChunkName(USE_MUTATION, modules, sources)).toBe('landing-product');
    expect(landingChunkName(MUTATION_OBSERVER, modules, sources)).toBe('landing-product');
    // Reached through query-core's index for `QueryObserver` (no page names it) and through useQuery (home does).
    expect(landingChunkName(QUERY_OBSERVER, modules, sources)).toBe('landing-home');
  });
});

describe('what counts as a barrel', () => {
  it('is a module of imports and re-exports only', () => {
    expect(isBarrel(`import { a } from "./a.js";\nexport * from "@x/core";\n//#region index\n/* c */\nexport { a, b as c };\n`)).toBe(true);
    expect(isBarrel(`/* eslint-disable */\nexport { hero_lead } from './hero_lead.js';\nexport { add_to_cart } from './add_to_cart.js';\n`)).toBe(true);
    expect(isBarrel(`import { a } from "./a.js";\nexport const b = a + 1;\n`)).toBe(false);
    expect(isBarrel(`import './side-effect.js';\n`)).toBe(false);
    expect(isBarrel('')).toBe(false);
  });
});
