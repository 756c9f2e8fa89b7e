// What the page knows of new versions of the app, and the user's answer to "update available".
// Kept apart from the registration (service-worker.ts, workbox-window): the header's prompt needs
// only this, so workbox-window loads once the page has loaded, with the rest of the offline code.
import { useSyncExternalStore } from 'react';

/** none; available: a new version waits for the user; reload: another tab switched to it. */
export type UpdateState = 'none' | 'available' | 'reload';

let state: UpdateState = 'none';
/** Set once the worker is registered: asks the waiting worker to take over. */
let activateWaiting: (() => void) | null = null;
const listeners = new Set<() => void>();

export function setUpdateState(next: UpdateState): void {
  if (state === next) return;
  state = next;
  listeners.forEach((listener) => listener());
}

export function onUpdateAccepted(activate: () => void): void {
  activateWaiting = activate;
}

export function useUpdateState(): UpdateState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => 'none',
  );
}

/** The user accepted: the waiting worker activates, and this tab reloads when it takes over. */
export function applyUpdate(): void {
  if (state === 'reload' || !activateWaiting) {
    window.location.reload();
    return;
  }
  activateWaiting();
}
