/**
 * A value kept in localStorage that components watch (the cart's count, the saved scents' ids):
 * `notify` after writing it in this tab; other tabs hear of it through the `storage` event.
 */
export function storageChannel(key: string) {
  const listeners = new Set<() => void>();
  return {
    notify(): void {
      listeners.forEach((listener) => listener());
    },
    /** For `useSyncExternalStore`. */
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}
