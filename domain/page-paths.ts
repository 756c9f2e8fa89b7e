// Which pages the server renders and which are only the app shell (DESIGN §4): the pages that
// show a signed-in shopper's or an admin's data are rendered in the browser, never on the
// server (which renders everything signed out) and never kept by the service worker.

// /saved lists what this device (or account) saved: nothing the server could render.
// /reset-password/<token>: a link's secret is never rendered, cached or kept under its URL (issue 22).
const SHELL_ONLY = /^\/(admin|my-[a-z-]+|order|checkout|shipping|payment|place-order|saved|reset-password)(\/|$)/;

export const isShellOnlyPath = (path: string) => SHELL_ONLY.test(path);
