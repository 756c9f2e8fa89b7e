import * as m from '#messages';
import { createFileRoute, Navigate, useNavigate } from '@tanstack/react-router';
import { requireSession } from '#src/platform/session/require-session.ts';
import { savePaymentMethod } from '#src/features/cart/cart-store.ts';
import { useCart } from '#src/features/cart/use-cart.ts';
import { CheckoutFrame } from '#src/features/checkout/checkout-frame.tsx';
import { PaymentMethodForm } from '#src/features/checkout/payment-method-form.tsx';
import { PageSkeleton } from '#src/ui/page-skeleton.tsx';

export const Route = createFileRoute('/payment')({
  beforeLoad: ({ location }) => {
    requireSession({ location });
  },
  component: PaymentRoute,
});

function PaymentRoute() {
  const cart = useCart();
  const navigate = useNavigate();
  if (!cart.isReady) return <PageSkeleton label={m.checkout_loading_cart()} blocks={1} />;
  // spec §2: no address yet, so back to the shipping step.
  if (!cart.shippingAddress) return <Navigate to="/shipping" replace />;
  return (
    <CheckoutFrame step={2} title={m.checkout_payment_method()} intro={m.checkout_payment_intro()} narrow>
      <PaymentMethodForm
        initial={cart.paymentMethod}
        onSubmit={async (method) => {
          await savePaymentMethod(method);
          await navigate({ to: '/place-order' });
        }}
      />
    </CheckoutFrame>
  );
}
