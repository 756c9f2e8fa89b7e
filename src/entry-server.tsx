// The server's way into the app (built by `vite build --ssr`, loaded by server/pages): renders
// one public page with TanStack Router's SSR (the matched routes' loaders run here, their query
// answers are dehydrated into the page) and streams it with React's renderToPipeableStream.
import { createRequestHandler, renderRouterToStream, RouterServer } from '@tanstack/react-router/ssr/server';
import type { Manifest } from '@tanstack/router-core';
import { answerFromServer } from './app/api-client.ts';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';

export type RenderPageOptions = {
  request: Request;
  /** Where the shop is published (absolute URLs in the head). */
  origin: string;
  /** The client build's files for each route (server/pages/route-manifest.ts). */
  manifest: Manifest;
};

/** The API, asked in-process (the server's own Hono app): set once at start. */
export { answerFromServer };

export function renderPage({ request, origin, manifest }: RenderPageOptions): Promise<Response> {
  const handler = createRequestHandler({
    request,
    // One router and one query cache per request: nothing of one page leaks into another.
    createRouter: () => createAppRouter(createQueryClient(), { origin }),
    getRouterManifest: () => manifest,
  });
  return handler(({ request: req, router, responseHeaders }) =>
    renderRouterToStream({ request: req, router, responseHeaders, children: <RouterServer router={router} /> }),
  );
}
