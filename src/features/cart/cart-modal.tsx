import { messages } from '#domain/messages.ts';
import { Dialog } from '#src/ui/dialog.tsx';
import { closeCartModal, useCartModal } from './cart-modal-state.ts';
import { CartContents } from './cart-contents.tsx';
import { useCart } from './use-cart.ts';

/** The one cart modal (spec §2): large, static backdrop, titled 'Your Cart (N)' with N the total quantity. */
export function CartModal() {
  const { open, setOpen } = useCartModal();
  const cart = useCart();
  return (
    // Open once the device's cart has answered: never an empty "Your Cart (0)" for a moment.
    <Dialog
      open={open && cart.isReady}
      onOpenChange={setOpen}
      title={messages.cartTitle(cart.itemsCount)}
      size="lg"
      staticBackdrop
      keepMounted
      closeLabel={messages.closeCart}
    >
      <CartContents cart={cart} onNavigate={closeCartModal} />
    </Dialog>
  );
}
