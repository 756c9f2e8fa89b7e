import { useSyncExternalStore } from 'react';
import { markBrowsingKept } from './browsing-kept.ts';

// "Ready to use offline" (issue 26) is said once on a device: when the service worker has first
// kept what browsing needs. The worker says so after every run; this remembers it was said.
const SAID_KEY = 'sillage:offline-ready-said';

let showing = false;
const listeners = new Set<() => void>();
const set = (next: boolean) => {
  showing = next;
  listeners.forEach((listener) => listener());
};

/**
 * The worker kept what browsing needs (then, `everything`, the whole build). The page's root says
 * how far it got (`data-offline-ready`: browsing, then everything), for what measures it.
 */
export function offlineReadyHeard(everything: boolean): void {
  markBrowsingKept();
  const root = document.documentElement;
  if (root.dataset.offlineReady !== 'everything') root.dataset.offlineReady = everything ? 'everything' : 'browsing';
  try {
    if (localStorage.getItem(SAID_KEY)) return;
    localStorage.setItem(SAID_KEY, new Date().toISOString());
  } catch {
    // Storage refused: said now, and maybe again on another visit.
  }
  set(true);
}

export const dismissOfflineReady = () => set(false);

export function useOfflineReadyNote(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => showing,
    () => false,
  );
}
