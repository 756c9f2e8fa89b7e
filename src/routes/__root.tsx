import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '#src/app/router.tsx';
import { AppDocument } from '#src/app/document/app-document.tsx';
import { documentHead } from '#src/app/document/document-head.ts';
import { SiteLayout } from '#src/app/layout/site-layout.tsx';
import { SaveHeart } from '#src/features/saved/save-heart.tsx';
import { useEffect, useSyncExternalStore } from 'react';
import { markPageInteractive } from '#src/ui/early-taps.ts';
import { useOnlineStatus } from '#src/platform/online-status.ts';
import { afterPageLoad, pageSettled } from '#src/ui/after-page-load.ts';
import { lazyPart } from '#src/ui/lazy-part.tsx';
import { ProductHeartProvider, type ProductHeartProps } from '#src/ui/product-heart.tsx';

// No page needs the toaster to show itself: sonner's code is fetched once the first page has
// settled (rendered before, its fetch and mount were in hydration's tasks). A toast raised
// before it mounts is shown when it does (sonner replays active toasts).
const Toaster = lazyPart(() => import('#src/ui/toaster.tsx').then((m) => m.Toaster));
// Likewise the offline note and the update prompt: neither has anything to say before then...
const PwaLayer = lazyPart(() => import('#src/app/pwa/pwa-layer.tsx').then((m) => m.PwaLayer));
// ...unless the device is offline: then the note that says so is the first thing to say.
const offlineFromTheStart = typeof navigator !== 'undefined' && !navigator.onLine;
if (offlineFromTheStart) void afterPageLoad().then(() => PwaLayer.preload());

// The hearts on cards and product pages (catalogue, product) are the saved feature's.
const renderHeart = (props: ProductHeartProps) => <SaveHeart {...props} />;

export const Route = createRootRouteWithContext<RouterContext>()({
  head: documentHead,
  component: RootComponent,
});

function RootComponent() {
  const settled = useSyncExternalStore(pageSettled.subscribe, pageSettled.get, pageSettled.getServer);
  const online = useOnlineStatus();
  // The page has been taken over (ui/early-taps.ts): the background work may start.
  useEffect(markPageInteractive, []);
  return (
    <AppDocument>
      <ProductHeartProvider value={renderHeart}>
        <SiteLayout>
          <Outlet />
          {/* DESIGN §4: offline note and "update available" above every page */}
          <PwaLayer wanted={settled || !online} />
          <Toaster wanted={settled} />
        </SiteLayout>
      </ProductHeartProvider>
    </AppDocument>
  );
}
