// What the early cart's head script (early-cart.head.ts) is given by the page, and reads from the
// Add to Cart it answers: shared with the server's side (early-cart-script.ts, early-cart-texts.ts)
// and the product page's (early-cart-look.ts).
import type { EarlyAdd, MirroredLine } from './early-cart-storage.ts';
import type { EarlyCartLook } from './early-cart-look.ts';

/** On Add to Cart (`data-early-cart`, early-cart-look.ts's earlyCartData()): what the early cart needs. */
export type EarlyCartData = { add: EarlyAdd['product']; line: MirroredLine; look: EarlyCartLook };
/**
 * Where the dialog's links go, in the page's language: a scent's page (its id appended), the
 * catalogue, the checkout, and sign-in on the way to the checkout (as the app's cart, for a
 * device where no one is signed in).
 */
export type EarlyCartPaths = { scent: string; catalogue: string; checkout: string; signInToCheckout: string };
/** The dialog's words (early-cart-texts.ts); EARLY_CART_SLOT stands for the number the script fills in. */
export type EarlyCartTexts = { title: string; items: string; close: string; onward: string; checkout: string; quantity: string };
export const EARLY_CART_SLOT = '{n}';
/** The words and links of the page's language, which the server hands the head script. */
export type EarlyCartSettings = { texts: EarlyCartTexts; paths: EarlyCartPaths };

declare global {
  interface Window {
    /** Set in the page's head for the early cart's script, which reads it once and drops it. */
    __sillageEarlyCart?: EarlyCartSettings;
  }
}
