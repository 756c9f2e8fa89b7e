// A tap on Add to Cart that React has, before the cart's code is there (it follows the page on a
// poor line): the cart opens at once all the same, as for a tap before React (early-cart.head.ts).
import type {} from '#src/platform/page-lifecycle/early-tap-attributes.ts';

/** Opens the early cart and keeps the add for the app; false when the page has no early cart. */
export const openEarlyCart = (control: Element): boolean => window.__sillageEarlyAdd?.(control) ?? false;

/** Whether this page has the early cart (a scent's page the server rendered; features/cart/early-cart.head.ts). */
export const hasEarlyCart = (): boolean => typeof window !== 'undefined' && window.__sillageEarlyAdd !== undefined;
