import { HeadContent, ScriptOnce, Scripts, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import fontsHeadScript from '#src/ui/theme/fonts.head.ts?head-script';
import { renderMode } from '#src/ui/render-mode.ts';
import earlyTapsScript from '#src/platform/page-lifecycle/early-taps.head.ts?head-script';
import offlineAttributeScript from '#src/platform/offline-attribute.head.ts?head-script';
import { modulesAfterFirstPaintScript } from './modules-after-first-paint.ts';
import { languageTag } from '#src/platform/locale.ts';

const PAGE_WITH_ADD_TO_CART = '/explore-scents/$id';

/**
 * The page around the app. Rendered by the server (and hydrated) it is the whole document: the
 * head from the matched routes' `head()` and the build's manifest, the body, and TanStack
 * Router's scripts (its bootstrap data, the entry module). Over the app shell (index.html) React
 * owns only #root, and the routes' head tags go into the shell's head through a portal.
 */
export function AppDocument({ children }: { children: ReactNode }) {
  if (renderMode === 'shell') {
    return (
      <>
        {createPortal(<HeadContent />, document.head)}
        {children}
      </>
    );
  }
  return (
    <html lang={languageTag}>
      <head>
        <HeadContent />
        {/* Server-rendered only, before the first paint (hashed into the page's CSP); over the
            shell main.tsx does the same, as a script inserted there would be refused by the CSP. */}
        {/* Both only in the server's bundle: the browser's would carry their text for nothing. */}
        {import.meta.env.SSR && <ScriptOnce>{fontsHeadScript}</ScriptOnce>}
        {/* A kept page opened offline says so from its first paint (platform/offline-attribute.head.ts). */}
        {import.meta.env.SSR && <ScriptOnce>{offlineAttributeScript}</ScriptOnce>}
        {/* Without JavaScript a heart (ui/heart-button.tsx) could save nothing: not shown (issue 27).
            In the server's page only, not in any stylesheet the first visit downloads. */}
        {import.meta.env.SSR && (
          <noscript>
            <style>{'[data-early-tap^=save-]{display:none!important}'}</style>
          </noscript>
        )}
        {/* No frame until the navbar is whole: the browser paints a page it has parsed in part (a
            kept page read from the service worker's cache on a busy phone arrives in pieces), and a
            navbar cut after its first icon drew that icon alone at the right edge, then pushed it
            left as the cart and account icons came (a layout shift, issue 50); cut after its first
            link, that link alone centred. Rendering waits for #main (site-layout.tsx), the element
            right after the header: an expected element releases it as soon as its start tag is in
            (expecting the header itself would let its first part paint). Server only, as only the
            parser's link blocks anything; `blocking` is spread in, React 18's types lack it. */}
        {import.meta.env.SSR && <link rel="expect" href="#main" {...{ blocking: 'render' }} />}
        {/* Keeps the taps made before the page is interactive (platform/page-lifecycle/early-taps.ts). */}
        {import.meta.env.SSR && <ScriptOnce>{earlyTapsScript}</ScriptOnce>}
        {/* Opens the cart for an Add to Cart tapped before then (features/cart/early-cart-script.ts). */}
        {import.meta.env.SSR && <EarlyCart />}
      </head>
      <body>
        {children}
        <Scripts />
        {import.meta.env.SSR && <ModulesAfterFirstPaint />}
      </body>
    </html>
  );
}

/** The page's own files, asked for once it has painted (modules-after-first-paint.ts). Server only. */
function ModulesAfterFirstPaint() {
  const router = useRouter();
  const hrefs = router.options.context.serverAssets?.modulesAfterFirstPaint(router.state.matches.map((match) => match.routeId)) ?? [];
  return hrefs.length ? <ScriptOnce>{modulesAfterFirstPaintScript(hrefs)}</ScriptOnce> : null;
}

/**
 * The early cart, on the one page with Add to Cart: elsewhere its 1.5 KB would only push the page
 * past the first round trip of a new connection (a page within about 14 KB arrives in one).
 * Server only. A scent's page reached from another in the app has the cart's code on its way from
 * its first render, and a tap there waits for it (features/cart/early-cart-open.ts).
 */
function EarlyCart() {
  const router = useRouter();
  const hasAddToCart = router.state.matches.some((match) => match.routeId === PAGE_WITH_ADD_TO_CART);
  const script = router.options.context.serverAssets?.earlyCartScript;
  return hasAddToCart && script ? <ScriptOnce>{script}</ScriptOnce> : null;
}
