import { afterEach, describe, expect, it } from 'vitest';
import { FONTS_READY_KEY, markFontsIfHeld } from './returning-fonts.ts';
import fontsHeadScript from './fonts.head.ts?head-script';

type Device = { key: boolean; serviceWorkers: boolean; controlled: boolean };

/** Runs `check` in a stand-in for a browser's globals; returns whether it marked the page. */
function marks(device: Device, check: () => void): boolean {
  const dataset: Record<string, string> = {};
  const navigator = device.serviceWorkers ? { serviceWorker: { controller: device.controlled ? {} : null } } : {};
  const globals = {
    localStorage: { getItem: (key: string) => (device.key && key === FONTS_READY_KEY ? '1' : null) },
    navigator,
    document: { documentElement: { dataset } },
  };
  for (const [name, value] of Object.entries(globals)) Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
  check();
  return 'fonts' in dataset;
}

afterEach(() => {
  for (const name of ['localStorage', 'navigator', 'document']) Reflect.deleteProperty(globalThis, name);
});

const devices: Device[] = [true, false].flatMap((key) =>
  [true, false].flatMap((serviceWorkers) => [true, false].map((controlled) => ({ key, serviceWorkers, controlled }))),
);

describe("a page names the shop's faces from its first paint", () => {
  it('when the device fetched them and its service worker, which keeps them, controls the page', () => {
    expect(marks({ key: true, serviceWorkers: true, controlled: true }, markFontsIfHeld)).toBe(true);
    expect(marks({ key: true, serviceWorkers: false, controlled: false }, markFontsIfHeld)).toBe(true);
  });

  it('not when the faces may be gone with the caches: fetched once, but no worker in control', () => {
    expect(marks({ key: true, serviceWorkers: true, controlled: false }, markFontsIfHeld)).toBe(false);
    expect(marks({ key: false, serviceWorkers: true, controlled: true }, markFontsIfHeld)).toBe(false);
  });

  it("the same in the head's script of a server-rendered page as in the shell", () => {
    for (const device of devices) {
      const script = fontsHeadScript;
      expect(
        marks(device, () => new Function(script)()),
        JSON.stringify(device),
      ).toBe(marks(device, markFontsIfHeld));
    }
  });
});
