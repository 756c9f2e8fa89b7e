import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

// The server bundle of the app (src/entry-server.tsx, built by `vite build --ssr`) and the map
// of the client build's files per route (scripts/build/route-manifest.ts), loaded once at start.

type FetchInProcess = (path: string, init: RequestInit) => Promise<Response>;
type SsrEntry = {
  renderPage(options: { request: Request; origin: string; manifest: unknown; api: FetchInProcess }): Promise<Response>;
};

export type RenderedPage = ({ status: number; html: string } | { status: number; location: string }) & {
  /** The first 4xx the page's own API reads were answered (the client's input refused), if any. */
  apiRefused?: number;
};

export type PageRenderer = {
  /** Renders the page at `url` (path and query) for a site published at `origin`. */
  render(url: string, origin: string): Promise<RenderedPage>;
};

/** Longest a page may take to render (its loaders' API reads included) before it is a 500. */
const RENDER_TIMEOUT_MS = 10_000;

export async function loadPageRenderer(options: {
  distDir: string;
  ssrEntry: string;
  /** The API of this same server, answered in-process. */
  api: FetchInProcess;
}): Promise<PageRenderer | undefined> {
  const manifestFile = join(options.distDir, '.vite', 'route-manifest.json');
  if (!existsSync(options.ssrEntry) || !existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as unknown;
  const entry = (await import(pathToFileURL(options.ssrEntry).href)) as SsrEntry;
  return {
    async render(url, origin) {
      // Joined as text: `new URL('//host/x', origin)` would take a path starting with `//` for a host.
      const request = new Request(new URL(`${origin}${url}`), { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(RENDER_TIMEOUT_MS) });
      // The router answers any failed loader with its 500 page; what the API said tells whether
      // the failure was the request's own doing (a 4xx), which the server then answers as such.
      let apiRefused: number | undefined;
      const api: FetchInProcess = async (path, init) => {
        const answer = await options.api(path, init);
        if (answer.status >= 400 && answer.status < 500) apiRefused ??= answer.status;
        return answer;
      };
      const response = await entry.renderPage({ request, origin, manifest, api });
      const location = response.headers.get('location');
      const refused = apiRefused === undefined ? {} : { apiRefused };
      if (response.status >= 300 && response.status < 400 && location) return { status: response.status, location, ...refused };
      return { status: response.status, html: await response.text(), ...refused };
    },
  };
}
