import { useSyncExternalStore } from 'react';

export type AuthTab = 'login' | 'register';

// Module-level, like the cart modal's, so any screen can ask the layout's one modal to open.
let state: { open: boolean; tab: AuthTab } = { open: false, tab: 'login' };
const listeners = new Set<() => void>();

function set(next: typeof state) {
  state = next;
  listeners.forEach((listener) => listener());
}

export const openAuthModal = (tab: AuthTab = 'login') => set({ open: true, tab });
export const closeAuthModal = () => set({ ...state, open: false });
export const setAuthTab = (tab: AuthTab) => set({ ...state, tab });

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAuthModal() {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
