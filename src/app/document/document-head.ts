import * as m from '#messages';
import { SITE_NAME } from '#domain/site.ts';

/** What every page's head carries, whatever the route (the root route's `head()`): the document's settings, icons and manifest. */
export function documentHead() {
  return {
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { title: m.shell_title() },
      { name: 'description', content: m.shell_description() },
      { name: 'theme-color', content: '#2b2320' },
      { name: 'mobile-web-app-capable', content: 'yes' },
      { name: 'apple-mobile-web-app-capable', content: 'yes' },
      { name: 'apple-mobile-web-app-title', content: SITE_NAME },
    ],
    links: [
      { rel: 'icon', href: '/icons/icon.svg', type: 'image/svg+xml' },
      { rel: 'icon', href: '/icons/icon-192.png', type: 'image/png', sizes: '192x192' },
      { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
      // Each language's own (scripts/build/web-manifest.ts): installed from a French page, the app is French.
      { rel: 'manifest', href: `${import.meta.env.BASE_URL}manifest.webmanifest` },
    ],
  };
}
