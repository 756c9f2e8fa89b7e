// The early cart's words, from domain/messages.ts like the app's cart dialog. Imported by the
// server's entry only: the browser's first-visit script must not carry the message catalogue
// (naming it from the document pulls all of it into that script, +3.7 KB gzip).
import { messages } from '#domain/messages.ts';
import { EARLY_CART_SLOT, type EarlyCartTexts } from './early-cart-script.ts';

export const earlyCartTexts = (): EarlyCartTexts => ({
  title: messages.cartTitle(EARLY_CART_SLOT),
  items: messages.cartItems,
  close: messages.closeCart,
  onward: messages.continueShopping,
  checkout: messages.checkout,
  quantity: messages.cartLineQuantity(EARLY_CART_SLOT),
});
