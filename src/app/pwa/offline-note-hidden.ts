import { useSyncExternalStore } from 'react';

// Put away for this session (this tab, sessionStorage): a new window of the app says it again.
const KEY = 'sillage.offlineNoteHidden';
const listeners = new Set<() => void>();
let hiddenInThisPage = false;

function readHidden(): boolean {
  try {
    return sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function hideOfflineNote(): void {
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    // Storage refused (a private window's quota): hidden until the page is left.
  }
  hiddenInThisPage = true;
  listeners.forEach((listener) => listener());
}

export function useOfflineNoteHidden(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => hiddenInThisPage || readHidden(),
    () => false,
  );
}
