import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { routeTree } from '../route-tree.gen.ts';
import { yieldToBrowser } from '#src/platform/page-lifecycle/yield-to-browser.ts';
import { renderMode } from '#src/ui/render-mode.ts';
import { ErrorPage } from './error-page.tsx';
import { nameInlinedStyles } from './inlined-styles.ts';
import { NotFoundPage } from './not-found-page.tsx';

/**
 * Where the shop is published: absolute URLs in a page's head (canonical, Open Graph, JSON-LD)
 * are built on it. The server sets it per request (PUBLIC_URL, else the request's origin) and
 * hands it to the browser with the page, so both render the same head.
 */
export type Site = { origin: string };

/** What only the server knows of a page, from the build's route manifest. */
export type ServerPageAssets = {
  /** The stylesheets the router inlines into a page matching these routes. */
  inlinedStyles: (routeIds: string[]) => string[];
  /** The files a page matching these routes asks for once painted (document/modules-after-first-paint.ts). */
  modulesAfterFirstPaint: (routeIds: string[]) => string[];
  /** The early cart's script, for a page with Add to Cart (features/cart/early-cart-script.ts). */
  earlyCartScript: string;
};

export type RouterContext = { queryClient: QueryClient; site: Site; serverAssets?: ServerPageAssets };

type Dehydrated = { site?: Site; inlinedStyles?: string[] };

export function createAppRouter(
  queryClient: QueryClient,
  site: Site = { origin: typeof window === 'undefined' ? '' : window.location.origin },
  serverAssets?: ServerPageAssets,
) {
  // A server-rendered page can be scrolled before our script has hydrated it (the script comes
  // after the first paint; on a reload the router's inline script restored the position before
  // that): the render that completes hydration must leave the page where the shopper has it,
  // not send it to the top. Every later navigation restores or resets as usual.
  let hydrating = renderMode === 'hydrate';
  const router = createRouter({
    routeTree,
    // The French build's pages are under /fr (vite.config.ts `base`): its links too.
    basepath: import.meta.env.BASE_URL,
    context: { queryClient, site, ...(serverAssets ? { serverAssets } : {}) },
    defaultPreload: 'intent',
    // TanStack Query owns freshness; the router must always ask it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: () => {
      if (!hydrating) return true;
      hydrating = false;
      return false;
    },
    defaultErrorComponent: ErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    dehydrate: (): Dehydrated => ({ site, inlinedStyles: serverAssets?.inlinedStyles(router.state.matches.map((match) => match.routeId)) }),
    // The router reads the page's data (the queries, its matches) after this resolves: in a task
    // of its own, not in the one that started hydration (yield-to-browser.ts).
    hydrate: async (dehydrated: Dehydrated) => {
      if (dehydrated.site?.origin) site.origin = dehydrated.site.origin;
      // Before the router imports the matched routes' files (inlined-styles.ts).
      if (dehydrated.inlinedStyles) nameInlinedStyles(dehydrated.inlinedStyles);
      await yieldToBrowser();
    },
  });
  // The loaders' query answers travel inside the server's page and fill this client's cache
  // before hydration (TanStack Query's SSR integration for the router); it also puts the
  // QueryClientProvider around the app.
  setupRouterSsrQueryIntegration({ router, queryClient });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
