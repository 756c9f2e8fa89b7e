// The early cart (early-cart.head.ts) wears the app's cart dialog's own classes: the same
// stylesheets (the dialog's, the cart lines', the buttons'), carried inline by the product page
// that imports this, so the cart a tap opens before the app is there looks like the one after.
import { buttonClass } from '#src/ui/button.tsx';
import * as dialog from '#src/ui/dialog.css.ts';
import type { CartProduct } from '#src/platform/local-db.ts';
import * as contents from './cart-contents.css.ts';
import { cartProductOf } from './line-after-add.ts';
import type { EarlyCartData } from './early-cart-settings.ts';
import { mirroredLine } from './early-cart-storage.ts';

const look = {
  overlay: dialog.overlay,
  content: dialog.content.lg,
  header: dialog.header,
  title: dialog.title,
  close: dialog.close,
  list: contents.list,
  line: contents.line,
  imageLink: contents.imageLink,
  image: contents.image,
  info: contents.info,
  name: contents.name,
  price: contents.price,
  qty: contents.qty,
  actions: contents.actions,
  secondary: buttonClass({ variant: 'secondary' }),
  primary: buttonClass(),
};
export type EarlyCartLook = typeof look;

/** The value of Add to Cart's `data-early-cart`: the scent as the cart keeps it, and the look. */
export function earlyCartData(product: CartProduct): string {
  const add = cartProductOf(product);
  const data: EarlyCartData = { add, line: mirroredLine(add, 1), look };
  return JSON.stringify(data);
}
