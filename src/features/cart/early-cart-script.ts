// The cart, opened by a tap made before the page is interactive (issue 26). On a poor line a
// product page is readable seconds before its script has arrived and React has taken it over; the
// cart's own code (Dexie, the dialog) comes after that. So Add to Cart's tap is answered by a
// script in the page's head (early-cart.head.ts), with nothing to download: it keeps the add in
// localStorage (the app makes it in the device's cart once it is interactive, early-cart-absorb.ts)
// and opens a cart built from the copy of the cart's lines the app keeps there, with the look
// (class names) the page gives it (early-cart-look.ts), so it is the same dialog to the eye and to
// a screen reader ("Your Cart (N)", its lines, the two ways on, in the words of
// domain/messages.ts). The app's own cart dialog takes its place once the app is there. Totals
// come with it: the pricing rules are the app's, not repeated here.
import earlyCartHead from './early-cart.head.ts?head-script';
import type { EarlyCartSettings } from './early-cart-settings.ts';

/**
 * The inline script for the page's head: the words and links of the page's language as JSON data
 * (`<` written as an escape, so no text in them can end the script), then the head script's code
 * as the build bundled it. The server renders it on the product page only (app-document.tsx).
 */
export const earlyCartScript = (settings: EarlyCartSettings): string =>
  `window.__sillageEarlyCart=${JSON.stringify(settings).replace(/</g, '\\u003c')};${earlyCartHead}`;
