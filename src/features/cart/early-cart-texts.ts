// The early cart's words, from domain/messages.ts like the app's cart dialog. Imported by the
// server's entry only: the browser's first-visit script must not carry the message catalogue
// (naming it from the document pulls all of it into that script, +3.7 KB gzip).
import { CATALOGUE_PATH } from '#domain/catalogue-urls.ts';
import { localizedPath } from '#domain/i18n/locales.ts';
import { messages } from '#domain/messages.ts';
import { CHECKOUT_PATH, SIGN_IN_TO_CHECKOUT_PATH } from '#domain/page-paths.ts';
import { locale } from '#src/platform/locale.ts';
import { EARLY_CART_SLOT, type EarlyCartPaths, type EarlyCartTexts } from './early-cart-settings.ts';

export const earlyCartTexts = (): EarlyCartTexts => ({
  title: messages.cartTitle(EARLY_CART_SLOT),
  items: messages.cartItems,
  close: messages.closeCart,
  onward: messages.continueShopping,
  checkout: messages.checkout,
  quantity: messages.cartLineQuantity(EARLY_CART_SLOT),
});

/** Its links, in the language of the build that renders the page (/fr/… from a French page). */
export const earlyCartPaths = (): EarlyCartPaths => ({
  scent: `${localizedPath(locale, CATALOGUE_PATH)}/`,
  catalogue: localizedPath(locale, CATALOGUE_PATH),
  checkout: localizedPath(locale, CHECKOUT_PATH),
  signInToCheckout: localizedPath(locale, SIGN_IN_TO_CHECKOUT_PATH),
});
