import * as m from '#messages';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { requireSession } from '#src/platform/session/require-session.ts';
import { saveShippingAddress } from '#src/features/cart/cart-store.ts';
import { useCart } from '#src/features/cart/use-cart.ts';
import { CheckoutFrame } from '#src/features/checkout/checkout-frame.tsx';
import { ShippingForm } from '#src/features/checkout/shipping-form.tsx';
import { PageSkeleton } from '#src/ui/page-skeleton.tsx';

export const Route = createFileRoute('/shipping')({
  beforeLoad: ({ location }) => {
    requireSession({ location });
  },
  component: ShippingRoute,
});

function ShippingRoute() {
  const cart = useCart();
  const navigate = useNavigate();
  return (
    <CheckoutFrame step={1} title={m.checkout_shipping()} intro={m.checkout_shipping_intro()} narrow>
      {cart.isReady ? (
        <ShippingForm
          initial={cart.shippingAddress}
          onSubmit={async (address) => {
            await saveShippingAddress(address);
            await navigate({ to: '/payment' });
          }}
        />
      ) : (
        <PageSkeleton label={m.checkout_loading_address()} blocks={1} />
      )}
    </CheckoutFrame>
  );
}
