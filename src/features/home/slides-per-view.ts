import { startTransition, useEffect, useState } from 'react';

// spec §4/§9: one product per slide up to 770 px of window width, two up to 1192 px, else three.
export const ONE_PER_SLIDE_MAX_PX = 770;
export const TWO_PER_SLIDE_MAX_PX = 1192;

export function slidesPerView(windowWidth: number): 1 | 2 | 3 {
  if (windowWidth <= ONE_PER_SLIDE_MAX_PX) return 1;
  if (windowWidth <= TWO_PER_SLIDE_MAX_PX) return 2;
  return 3;
}

/** Products in groups of `size`, the last group possibly shorter. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i < items.length; i += size) groups.push(items.slice(i, i + size));
  return groups;
}

const queries = [`(max-width: ${ONE_PER_SLIDE_MAX_PX}px)`, `(max-width: ${TWO_PER_SLIDE_MAX_PX}px)`];

function subscribe(onChange: () => void) {
  const lists = queries.map((q) => window.matchMedia(q));
  lists.forEach((l) => l.addEventListener('change', onChange));
  return () => lists.forEach((l) => l.removeEventListener('change', onChange));
}

// Media queries measure the same width as window.innerWidth (scrollbar included), and only
// wake us when a breakpoint is crossed, not on every pixel of a resize.
const snapshot = () => (window.matchMedia(queries[0]!).matches ? 1 : window.matchMedia(queries[1]!).matches ? 2 : 3);

/**
 * Null on the server and while hydrating its page (there is no window to measure): the carousel
 * then lays out its first slide with media queries, exactly as the measured one will be. The
 * measured count comes in a transition (not a `useSyncExternalStore`, whose differing server
 * answer would re-render the carousel synchronously, in one long task, right after hydration).
 */
export function useSlidesPerView(): 1 | 2 | 3 | null {
  const [perView, setPerView] = useState<1 | 2 | 3 | null>(null);
  useEffect(() => {
    const measure = () => startTransition(() => setPerView(snapshot()));
    measure();
    return subscribe(measure);
  }, []);
  return perView;
}
