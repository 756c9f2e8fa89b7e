import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '#src/features/cart/cart-page.tsx';

export const Route = createFileRoute('/cart')({
  component: CartPage,
});
