import * as m from '#messages';
import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '#src/features/cart/cart-page.tsx';
import { simpleHead } from '#src/features/seo/site-heads.ts';

export const Route = createFileRoute('/cart')({
  // Its words come with its code (the loader is split off with the page): not in the first visit's script.
  loader: () => ({ title: m.head_cart_title(), description: m.head_cart_description() }),
  head: ({ match, loaderData }) => simpleHead(match.context.site.origin, '/cart', loaderData),
  component: CartPage,
});
