import * as m from '#messages';
import { createFileRoute, Navigate, useNavigate } from '@tanstack/react-router';
import { STEPS_CHECKOUT_PHONE } from '#domain/place-order.ts';
import { requireSession } from '#src/platform/session/require-session.ts';
import { clearCartItems } from '#src/features/cart/cart-store.ts';
import { useCart } from '#src/features/cart/use-cart.ts';
import { CheckoutFrame } from '#src/features/checkout/checkout-frame.tsx';
import { PlaceOrderReview } from '#src/features/checkout/place-order-review.tsx';
import { usePlaceOrder } from '#src/features/orders/order-mutations.ts';
import { PageSkeleton } from '#src/ui/page-skeleton.tsx';

export const Route = createFileRoute('/place-order')({
  beforeLoad: ({ location }) => {
    requireSession({ location });
  },
  component: PlaceOrderRoute,
});

function PlaceOrderRoute() {
  const cart = useCart();
  const navigate = useNavigate();
  const placing = usePlaceOrder(async (order) => {
    // Leave first, so the emptied cart never flashes on this page.
    await navigate({ to: '/order/$id', params: { id: order.id } });
    await clearCartItems();
  });
  if (!cart.isReady) return <PageSkeleton label={m.checkout_loading_cart()} />;
  // spec §2: without an address back to /shipping, without a method back to /payment.
  if (!cart.shippingAddress) return <Navigate to="/shipping" replace />;
  if (!cart.paymentMethod) return <Navigate to="/payment" replace />;
  const { shippingAddress: address, paymentMethod } = cart;
  return (
    <CheckoutFrame step={3} title={m.checkout_place_order()} intro={m.checkout_place_order_intro()}>
      <PlaceOrderReview
        address={address}
        paymentMethod={paymentMethod}
        lines={cart.lines}
        prices={cart.prices}
        isPlacing={placing.isPending}
        error={placing.errorMessage}
        onPlaceOrder={() => placing.place({ lines: cart.lines, address, paymentMethod, phoneNumber: STEPS_CHECKOUT_PHONE })}
      />
    </CheckoutFrame>
  );
}
