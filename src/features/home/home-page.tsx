import type { ReactNode } from 'react';
import type { Product } from '#domain/schemas/product.ts';
import { FeaturedCarousel } from './featured-carousel.tsx';
import { HomeHero } from './home-hero.tsx';
import { HowItWorks } from './how-it-works.tsx';

type HomePageProps = {
  featured: Product[] | undefined;
  featuredUnavailable: boolean;
  renderProduct: (product: Product) => ReactNode;
  renderPlaceholder?: () => ReactNode;
};

export function HomePage({ featured, featuredUnavailable, renderProduct, renderPlaceholder }: HomePageProps) {
  return (
    <>
      <HomeHero pictured={featured?.slice(0, 2) ?? []} />
      <FeaturedCarousel
        products={featured}
        unavailable={featuredUnavailable}
        renderProduct={renderProduct}
        {...(renderPlaceholder ? { renderPlaceholder } : {})}
      />
      <HowItWorks />
    </>
  );
}
