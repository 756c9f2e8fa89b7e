// Which pages the server renders and which are only the app shell (DESIGN §4): the pages that
// show a signed-in shopper's or an admin's data are rendered in the browser, never on the
// server (which renders everything signed out) and never kept by the service worker.

// /reset-password/<token>: a link's secret is never rendered, cached or kept under its URL (issue 22).
// /saved is the server's too (issue 27): its frame, filled from the device once the page runs.
const SHELL_ONLY = /^\/(admin|my-[a-z-]+|order|checkout|shipping|payment|place-order|reset-password)(\/|$)/;

export const isShellOnlyPath = (path: string) => SHELL_ONLY.test(path);

/** What a shell-only page is, for the sentence it says without JavaScript (server/pages/shell-without-javascript.ts). */
export type ShellPageKind = 'checkout' | 'account' | 'admin' | 'resetPassword';

export function shellPageKind(path: string): ShellPageKind {
  if (/^\/admin(\/|$)/.test(path)) return 'admin';
  if (/^\/reset-password(\/|$)/.test(path)) return 'resetPassword';
  if (/^\/(checkout|shipping|payment|place-order)(\/|$)/.test(path)) return 'checkout';
  return 'account';
}

/** The checkout, and the way there for a device where no one is signed in (the cart's Checkout, spec §4). */
export const CHECKOUT_PATH = '/checkout';
export const SIGN_IN_TO_CHECKOUT_PATH = `/login?redirect=${encodeURIComponent(CHECKOUT_PATH)}`;
