// The poor line for browser tests (shared/notes/poor-line.md): the slow-line relay in front of the
// e2e server (E2E_PORT, as playwright.config.ts starts it) and a phone whose CPU is slowed, the
// same pieces `npm run bench:3g` measures with. Open pages of `newFirstVisit`'s context with
// relative URLs: its baseURL is the relay's, so every byte crosses the line. Each call to
// `startSlowLine` has a line of its own: tests that share one should share the relay.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { newPhoneContext, newThrottledPage } from '../../scripts/perf/poor-line-browser.ts';
import { lineSettingsFromEnv, startSlowLineRelay, type SlowLineRelay } from '../../scripts/perf/slow-line-relay.ts';

export type SlowLine = SlowLineRelay & {
  /** A first visit: a fresh phone context (no cache, no service worker) and a page in it, slowed. */
  newFirstVisit: (browser: Browser, cpuRate?: number) => Promise<{ context: BrowserContext; page: Page }>;
};

export type SlowLineSettings = { rttMs?: number; kbitPerSecond?: number; /** Default 4, as Lighthouse's mobile preset. */ cpuRate?: number };

/** LINE_RTT_MS and LINE_KBPS (400 and 400) unless given. */
export async function startSlowLine(settings: SlowLineSettings = {}): Promise<SlowLine> {
  const line = { ...lineSettingsFromEnv(), ...definedOnly({ rttMs: settings.rttMs, kbitPerSecond: settings.kbitPerSecond }) };
  const relay = await startSlowLineRelay({ targetPort: Number(process.env.E2E_PORT ?? 3100), ...line });
  return {
    ...relay,
    newFirstVisit: async (browser, cpuRate = settings.cpuRate ?? 4) => {
      const context = await newPhoneContext(browser, cpuRate, relay.url);
      return { context, page: await newThrottledPage(context, cpuRate) };
    },
  };
}

function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}
