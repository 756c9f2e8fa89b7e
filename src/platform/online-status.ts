import { useSyncExternalStore } from 'react';

// The browser's own idea of the connection. It can say "online" on a dead network (then the
// request fails and the caller falls back), but "offline" is reliable: no request is tried.

export const isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/**
 * Run in a server-rendered page's head, before its first paint (hashed into the page's CSP): marks
 * `html[data-offline]` while the browser is offline. A page kept by the service worker and opened
 * offline paints its notes for offline at once, instead of inserting them once hydrated and
 * pushing the page down (issue 27: CLS 0 offline). A function: the browser's bundle drops its text.
 */
export const offlineAttributeScript = () =>
  `(function(){var r=document.documentElement,s=function(){r.toggleAttribute("data-offline",!navigator.onLine)};s();addEventListener("online",s);addEventListener("offline",s)})()`;
