import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { featuredProductsQueryOptions } from '#src/features/catalogue/catalogue-queries.ts';
import { ProductCard } from '#src/features/catalogue/product-card.tsx';
import { ProductCardSkeleton } from '#src/features/catalogue/product-grid.tsx';
import { FEATURED_CARD_IMAGE_SIZES } from '#src/features/home/featured-carousel.tsx';
import { HomePage } from '#src/features/home/home-page.tsx';
import { homeHead } from '#src/features/seo/site-heads.ts';

export const Route = createFileRoute('/')({
  // The hero and the three steps need no data: they are drawn at once (the first screen a
  // visitor sees, and the largest paint) while the featured scents load into card-shaped
  // placeholders. A failed featured list never costs the shopper the rest of the page.
  // On the server the page waits for them, so that it arrives with its pictures (the hero's is
  // the largest paint) and its cards.
  loader: async ({ context }) => {
    const featured = context.queryClient.prefetchQuery(featuredProductsQueryOptions());
    if (import.meta.env.SSR) await featured;
  },
  head: ({ match }) => homeHead(match.context.site.origin),
  component: Home,
});

function Home() {
  const featured = useQuery(featuredProductsQueryOptions());
  return (
    <HomePage
      featured={featured.data}
      featuredUnavailable={featured.isError}
      renderProduct={(product) => <ProductCard product={product} headingLevel="h3" imageSizes={FEATURED_CARD_IMAGE_SIZES} />}
      renderPlaceholder={() => <ProductCardSkeleton />}
    />
  );
}
