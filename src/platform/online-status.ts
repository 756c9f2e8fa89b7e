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
