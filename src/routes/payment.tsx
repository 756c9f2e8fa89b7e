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
  if (!cart.isReady) return <PageSkeleton label="Loading your cart…" blocks={1} />;
  // spec §2: no address yet, so back to the shipping step.
  if (!cart.shippingAddress) return <Navigate to="/shipping" replace />;
  return (
    <CheckoutFrame step={2} title="Payment Method" intro="Choose how you would like to pay. You pay on the next page, once your order is placed." narrow>
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
