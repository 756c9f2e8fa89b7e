import { useSyncExternalStore } from 'react';

// "Ready to use offline" (issue 26) is said once on a device: when the service worker has first
// kept what browsing needs. The worker says so after every run; this remembers it was said.
const SAID_KEY = 'sillage:offline-ready-said';

let showing = false;
const listeners = new Set<() => void>();
const set = (next: boolean) => {
  showing = next;
  listeners.forEach((listener) => listener());
};

export function offlineReadyHeard(): void {
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
