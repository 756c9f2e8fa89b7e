import { startTransition, useLayoutEffect, useState } from 'react';
import { renderMode } from './render-mode.ts';

// Whether React has taken over the server's page by now: set by the first control that did.
let pageHydrated = false;

/**
 * False on the server and while React takes over the server's page; true once it has. Controls
 * that need the app's script render disabled until then (a tap before would do nothing).
 *
 * Every mount starts false (over the app shell: true, nothing is hydrated there). A component
 * hydrated in a later pass (a lazy route, a Suspense boundary) must render what the server sent,
 * or React keeps the server's attributes (a disabled button forever); so no module flag may make
 * a first render true.
 *
 * Not TanStack Router's `useHydrated`: a `useSyncExternalStore` whose server answer differs from
 * the client's makes React re-render every component using it synchronously right after
 * hydration, one uninterruptible task over the product details, the filters and the navbar
 * (35–120 ms of a phone's main thread at load). Here the switch after hydration is a transition
 * that React renders in slices; a control mounted later (a client-side navigation) switches
 * before the browser paints it, so it never shows disabled.
 */
export function useHydrated(): boolean {
  const [done, setDone] = useState(renderMode === 'shell');
  useLayoutEffect(() => {
    if (done) return;
    if (pageHydrated) {
      // On purpose: a control mounted after hydration switches before the browser paints it (above).
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setDone(true);
    } else {
      pageHydrated = true;
      startTransition(() => setDone(true));
    }
  }, [done]);
  return done;
}
