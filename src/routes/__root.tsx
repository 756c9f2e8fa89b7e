import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '#src/app/router.tsx';
import { AppDocument } from '#src/app/document/app-document.tsx';
import { documentHead } from '#src/app/document/document-head.ts';
import { SiteLayout } from '#src/app/layout/site-layout.tsx';
import { SaveHeart } from '#src/features/saved/save-heart.tsx';
import { useEffect } from 'react';
import { markPageInteractive } from '#src/platform/page-lifecycle/early-taps.ts';
import { ProductHeartProvider, type ProductHeartProps } from '#src/ui/product-heart.tsx';

// The hearts on cards and product pages (catalogue, product) are the saved feature's.
const renderHeart = (props: ProductHeartProps) => <SaveHeart {...props} />;

export const Route = createRootRouteWithContext<RouterContext>()({
  head: documentHead,
  component: RootComponent,
});

function RootComponent() {
  // The page has been taken over (platform/page-lifecycle/early-taps.ts): the background work may start.
  useEffect(markPageInteractive, []);
  return (
    <AppDocument>
      <ProductHeartProvider value={renderHeart}>
        <SiteLayout>
          <Outlet />
        </SiteLayout>
      </ProductHeartProvider>
    </AppDocument>
  );
}
