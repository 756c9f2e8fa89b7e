import * as m from '#messages';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { requireSession } from '#src/platform/session/require-session.ts';
import { useSession } from '#src/platform/session/session.ts';
import { clearCartItems, savePaymentMethod, saveShippingAddress } from '#src/features/cart/cart-store.ts';
import { useCart } from '#src/features/cart/use-cart.ts';
import { CheckoutForm, checkoutAddress } from '#src/features/checkout/checkout-form.tsx';
import { CheckoutFrame } from '#src/features/checkout/checkout-frame.tsx';
import { usePlaceOrder } from '#src/features/orders/order-mutations.ts';
import { PageSkeleton } from '#src/ui/page-skeleton.tsx';

export const Route = createFileRoute('/checkout')({
  beforeLoad: ({ location }) => {
    requireSession({ location });
  },
  component: CheckoutRoute,
});

function CheckoutRoute() {
  const cart = useCart();
  const user = useSession();
  const navigate = useNavigate();
  const placing = usePlaceOrder(async (order) => {
    await navigate({ to: '/order/$id', params: { id: order.id } });
    await clearCartItems();
  });
  return (
    <CheckoutFrame title={m.checkout_title()} intro={m.checkout_intro()}>
      {cart.isReady ? (
        <CheckoutForm
          prefill={{ name: user?.name ?? '', email: user?.email ?? '', address: cart.shippingAddress, paymentMethod: cart.paymentMethod }}
          lines={cart.lines}
          prices={cart.prices}
          isPlacing={placing.isPending}
          error={placing.errorMessage}
          onSubmit={(input) => {
            const address = checkoutAddress(input);
            // Remembered for next time, as the step-by-step checkout does.
            void saveShippingAddress(address);
            void savePaymentMethod(input.paymentMethod);
            placing.place({ lines: cart.lines, address, paymentMethod: input.paymentMethod, phoneNumber: input.billingPhone });
          }}
        />
      ) : (
        <PageSkeleton label={m.checkout_loading_cart()} />
      )}
    </CheckoutFrame>
  );
}
