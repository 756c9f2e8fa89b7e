import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '#src/features/cart/cart-page.tsx';
import { simpleHead } from '#src/features/seo/site-heads.ts';

export const Route = createFileRoute('/cart')({
  head: ({ match }) => simpleHead(match.context.site.origin, '/cart', 'Your Cart', 'The scents in your cart, kept on this device.'),
  component: CartPage,
});
