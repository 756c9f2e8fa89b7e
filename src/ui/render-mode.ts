// How this copy of the app was started (docs/decisions/2026-11-24-server-rendering.md):
// - 'server': rendering a public page on the server (the SSR bundle);
// - 'hydrate': in a browser, over a page the server rendered (TanStack Router's bootstrap data
//   `$_TSR` is in the page): the whole document is React's;
// - 'shell': in a browser, over the precached app shell (index.html: offline, a private route,
//   a page the service worker had no copy of): React renders into #root, as before SSR.
// Here in ui/ because the controls' `useHydrated` depends on it (ui imports only ui and domain);
// the shell (router, document, entry) reads it from here too.
export type RenderMode = 'server' | 'hydrate' | 'shell';

export const renderMode: RenderMode = import.meta.env.SSR ? 'server' : typeof window !== 'undefined' && '$_TSR' in window ? 'hydrate' : 'shell';
