import type { Frame, Page } from '@playwright/test';

export type Shift = { value: number; sources: string[] };

/** Records every layout shift the page makes (PerformanceObserver, buffered from the start). */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
        }
      >) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((s) => {
          const el = s.node instanceof Element ? s.node : s.node?.parentElement;
          const moved = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
          const name = el ? `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 30)}"` : '?';
          return `${name} ${moved(s.previousRect)} → ${moved(s.currentRect)}`;
        });
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const shiftsOf = (page: Page | Frame) => page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);

/**
 * What is on screen has arrived and been painted: every picture in view `complete` (loaded, or
 * failed), the faces loaded (`document.fonts.ready`), then two frames, so that a shift they made is
 * among the entries. Each a signal, none a time: a shift read after this is the page's, not noise.
 */
export async function waitForScreenPainted(page: Page | Frame): Promise<void> {
  await page.waitForFunction(() =>
    [...document.images]
      .filter((img) => {
        const box = img.getBoundingClientRect();
        return box.width > 0 && box.top < window.innerHeight && box.bottom > 0;
      })
      .every((img) => img.complete),
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}
