// The server's way into the app (built by `vite build --ssr`, loaded by server/pages): renders
// one public page with TanStack Router's SSR (the matched routes' loaders run here, their query
// answers are dehydrated into the page) and streams it with React's renderToPipeableStream.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequestHandler, renderRouterToStream, RouterServer } from '@tanstack/react-router/ssr/server';
import type { Manifest } from '@tanstack/router-core';
import { answerFromServer, type FetchInProcess } from './platform/api-client.ts';
import { createQueryClient } from './platform/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { splitPageManifest, type PageManifest } from './app/document/modules-after-first-paint.ts';
import { earlyCartScript } from './features/cart/early-cart-script.ts';
import { earlyCartPaths, earlyCartTexts } from './features/cart/early-cart-texts.ts';

export type RenderPageOptions = {
  request: Request;
  /** Where the shop is published (absolute URLs in the head). */
  origin: string;
  /** The client build's files for each route (scripts/build/route-manifest.ts). */
  manifest: Manifest;
  /** The server's own API, asked in-process by this page's loaders. */
  api: FetchInProcess;
};

// Each render asks the API of the server that called it, even with several servers in one
// process (tests start many).
const currentApi = new AsyncLocalStorage<FetchInProcess>();
answerFromServer(() => currentApi.getStore());

/** What the router inlines for these routes: every stylesheet of theirs in the manifest. */
function inlinedStyles(manifest: Manifest, routeIds: string[]): string[] {
  const hrefs = new Set<string>();
  for (const id of ['__root__', ...routeIds]) {
    for (const link of manifest.routes[id]?.css ?? []) hrefs.add(typeof link === 'string' ? link : link.href);
  }
  return [...hrefs];
}

// The same for every page of this language's build.
const earlyCart = earlyCartScript({ texts: earlyCartTexts(), paths: earlyCartPaths() });

// The server loads the build's manifest once and hands the same object to every render.
const split = new WeakMap<Manifest, PageManifest>();
function pageManifest(manifest: Manifest): PageManifest {
  let page = split.get(manifest);
  if (!page) split.set(manifest, (page = splitPageManifest(manifest)));
  return page;
}

export function renderPage({ request, origin, manifest: built, api }: RenderPageOptions): Promise<Response> {
  const { router: manifest, modulesAfterFirstPaint } = pageManifest(built);
  const handler = createRequestHandler({
    request,
    // One router and one query cache per request: nothing of one page leaks into another.
    createRouter: () =>
      createAppRouter(
        createQueryClient(),
        { origin },
        { inlinedStyles: (routeIds) => inlinedStyles(manifest, routeIds), modulesAfterFirstPaint, earlyCartScript: earlyCart },
      ),
    getRouterManifest: () => manifest,
  });
  return currentApi.run(api, () =>
    handler(({ request: req, router, responseHeaders }) =>
      renderRouterToStream({ request: req, router, responseHeaders, children: <RouterServer router={router} /> }),
    ),
  );
}
