import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { isShopPageSlug } from '#domain/shop-pages.ts';
import { simpleHead } from '#src/features/seo/site-heads.ts';
import { ContactForm } from '#src/features/shop-pages/contact-form.tsx';
import { ShopPage } from '#src/features/shop-pages/shop-page.tsx';
import { shopPageQueryOptions } from '#src/features/shop-pages/shop-page-queries.ts';

export const Route = createFileRoute('/help/$slug')({
  loader: ({ context, params }) => {
    if (!isShopPageSlug(params.slug)) throw notFound();
    return context.queryClient.ensureQueryData(shopPageQueryOptions(params.slug));
  },
  head: ({ loaderData, match }) => simpleHead(match.context.site.origin, match.pathname, loaderData),
  component: ShopPageRoute,
});

/** Issue 27, point 8: contact (with its form), shipping & returns, privacy, terms of sale, from the owner's Markdown. */
function ShopPageRoute() {
  const { slug } = Route.useParams();
  const { data } = useSuspenseQuery(shopPageQueryOptions(slug));
  return <ShopPage page={data}>{slug === 'contact' ? <ContactForm /> : null}</ShopPage>;
}
