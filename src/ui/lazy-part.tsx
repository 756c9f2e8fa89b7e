import { type ComponentType, type JSX, type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';

const RETRY_MS = 5000;

/**
 * A piece of the page whose code is fetched apart from the entry (issue: performance): a modal
 * the shopper may open, the toaster, what only a signed-in user has. Unlike React.lazy it never
 * throws: until its file has arrived it shows `fallback` (or nothing), and a fetch that failed
 * (offline before the service worker had the file) is tried again when the connection returns.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading = false;
  const listeners = new Set<() => void>();

  const preload = (): void => {
    if (loaded || loading) return;
    loading = true;
    load().then(
      (component) => {
        loaded = component;
        listeners.forEach((listener) => listener());
      },
      () => {
        loading = false;
        window.addEventListener('online', preload, { once: true });
        window.setTimeout(preload, RETRY_MS);
      },
    );
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  /**
   * `wanted` false: nothing is fetched yet, and `fallback` shows (the same element as while the
   * file is on its way, so what the fallback draws is not replaced when it becomes wanted). Once
   * wanted it stays mounted, so that a modal closing can still animate.
   */
  function LazyPart({ wanted = true, fallback = null, ...props }: P & { wanted?: boolean; fallback?: ReactNode }) {
    // The server, and hydration over its page, render the fallback: the part arrives after.
    const Component = useSyncExternalStore(
      subscribe,
      () => loaded,
      () => undefined,
    );
    const [mounted, setMounted] = useState(wanted);
    if (wanted && !mounted) setMounted(true);
    useEffect(() => {
      if (mounted) preload();
    }, [mounted]);
    if (!mounted) return fallback;
    return Component ? <Component {...(props as P & JSX.IntrinsicAttributes)} /> : fallback;
  }
  return Object.assign(LazyPart, { preload });
}
