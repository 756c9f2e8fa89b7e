/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { DEFAULT_LOCALE, LOCALES, localizedPath } from '#domain/i18n/locales.ts';
import { isShellOnlyPath } from '#domain/page-paths.ts';
import { BUILD_BASE, inBuild, pageOf } from './build-base.ts';
import { sharedAnswersOnly } from './cacheable-response.ts';

const SHELL = inBuild('index.html');
/** A file at the root of each language's build (its worker, its manifest): never a page. */
const inEachLanguage = (file: string) => LOCALES.map((locale) => new RegExp(`^${localizedPath(locale, file).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
/** The pages of the languages other than the site root's: each has a worker of its own (/fr/sw.js). */
const OTHER_LANGUAGES_PAGES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => new RegExp(`^${localizedPath(locale, '')}(/|$)`));
/** A poor connection gets this long before a page seen before is shown from the device. */
const NETWORK_TIMEOUT_S = 3;

/**
 * Navigations (DESIGN §4). Public pages come from the server, rendered, within a short timeout;
 * each is kept, so a page seen before opens offline as it was, and hydrates. A page never seen
 * opens the precached app shell, which renders it from the device's caches. Pages that show a
 * user's data are always the shell: the server never renders them and they are never kept.
 */
export function registerPageNavigation(pagesCache: string): void {
  const pages = new NetworkFirst({
    cacheName: pagesCache,
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    plugins: [
      sharedAnswersOnly,
      new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true }),
      // No network and no copy of this page: the shell renders it.
      { handlerDidError: async () => (await matchPrecache(SHELL)) ?? Response.error() },
    ],
  });
  registerRoute(
    new NavigationRoute(
      async (options) => {
        if (isShellOnlyPath(pageOf(options.url.pathname))) return (await matchPrecache(SHELL)) ?? fetch(options.request);
        return pages.handle(options);
      },
      // /restock-alerts/…: the pages a restock mail links to, plain HTML from the server that holds
      // a token or a signed address; never kept, and never the app's (server/restock-alerts).
      // The English worker leaves the French pages to the French one (/fr/sw.js): before that one
      // is installed, a French page offline is the browser's, never the English shell.
      {
        denylist: [
          /^\/api(\/|$)/,
          /^\/uploads\//,
          ...inEachLanguage('/sw.js'),
          ...inEachLanguage('/manifest.webmanifest'),
          /^\/(robots\.txt|sitemap\.xml)$/,
          /^\/restock-alerts\//,
          ...(BUILD_BASE === '/' ? OTHER_LANGUAGES_PAGES : []),
        ],
      },
    ),
  );
}
