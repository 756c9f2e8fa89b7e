// Run in a server-rendered page's head, before its first paint (app-document.tsx; bundled at build
// time by scripts/build/head-scripts.ts and hashed into the page's CSP): marks `html[data-offline]`
// while the browser is offline. A page kept by the service worker and opened offline paints its
// notes for offline at once, instead of inserting them once hydrated and pushing the page down
// (issue 27: CLS 0 offline).

const mark = () => document.documentElement.toggleAttribute('data-offline', !navigator.onLine);
mark();
addEventListener('online', mark);
addEventListener('offline', mark);

// A module, so that its names and its global's declaration are its own; it exports nothing.
export {};
