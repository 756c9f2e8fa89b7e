import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DISCRETE_EVENTS, DISCRETE_EVENTS_REACT_KEEPS } from './early-tap-attributes.ts';
import earlyTapsScript from './early-taps.head.ts?head-script';

/** The events react-dom hydrates a part synchronously for, read from the installed react-dom. */
function reactDiscreteReplayableEvents(): string[] {
  const packageJson = createRequire(import.meta.url).resolve('react-dom/package.json');
  const source = readFileSync(join(dirname(packageJson), 'cjs', 'react-dom.development.js'), 'utf8');
  const list = /var discreteReplayableEvents = \[([^\]]*)\]/.exec(source)?.[1];
  if (!list) throw new Error('react-dom no longer names discreteReplayableEvents: check early-taps.ts against it');
  return [...list.matchAll(/'([A-Za-z]+)'/g)].map((match) => match[1]!);
}

describe('the early taps script (issue 26: no React error #345 from an event during hydration)', () => {
  it("keeps from React every event React would hydrate for, but a form's submit and reset", () => {
    const react = reactDiscreteReplayableEvents();
    expect(react).toContain('dblclick');
    const missing = react.filter((event) => !DISCRETE_EVENTS.includes(event) && !DISCRETE_EVENTS_REACT_KEEPS.includes(event));
    expect(missing, 'events that would make React hydrate synchronously mid-transition').toEqual([]);
    expect(DISCRETE_EVENTS).not.toContain('submit');
  });

  it('listens for each of them in the page, in the capture phase', () => {
    const listened: string[] = [];
    new Function('window', 'document', 'addEventListener', earlyTapsScript)({}, {}, (name: string, _listener: unknown, capture: boolean) => {
      if (capture) listened.push(name);
    });
    expect(listened.sort()).toEqual([...DISCRETE_EVENTS].sort());
  });
});

describe('the early taps script keeps an arrow key on a select not taken over yet', () => {
  type Listener = (event: unknown) => void;
  function runScript(interactive: boolean) {
    const listeners = new Map<string, Listener>();
    const window: { __sillageTaps?: string[] } = {};
    const attributes = new Map<string, string>([
      ['data-early-tap', 'select-Season'],
      ['role', 'combobox'],
    ]);
    const trigger = {
      nodeType: 1,
      closest: (selector: string) => (selector === '[data-early-tap]' ? trigger : null),
      hasAttribute: (name: string) => attributes.has(name),
      getAttribute: (name: string) => attributes.get(name) ?? null,
      setAttribute: (name: string, value: string) => void attributes.set(name, value),
    };
    const document = { documentElement: { dataset: interactive ? { interactive: 'true' } : {} } };
    new Function('window', 'document', 'addEventListener', earlyTapsScript)(window, document, (name: string, listener: Listener) =>
      listeners.set(name, listener),
    );
    const press = (type: string, key?: string) => {
      const event = {
        type,
        key,
        target: trigger,
        prevented: false,
        stopped: false,
        preventDefault: () => void (event.prevented = true),
        stopPropagation: () => undefined,
        stopImmediatePropagation: () => void (event.stopped = true),
      };
      listeners.get(type)!(event);
      return event;
    };
    return { window, attributes, press };
  }

  it('ArrowDown before the trigger is hydrated is remembered as its tap (the select opens once hydrated)', () => {
    const page = runScript(false);
    const event = page.press('keydown', 'ArrowDown');
    expect(page.window.__sillageTaps).toEqual(['select-Season']);
    expect(event.prevented).toBe(true);
    expect(page.attributes.get('aria-busy')).toBe('true');
  });

  it('other keys are only kept from React; a live trigger has its keys', () => {
    const page = runScript(false);
    expect(page.press('keydown', 'Tab').prevented).toBe(false);
    expect(page.window.__sillageTaps).toEqual([]);
    page.attributes.set('data-early-tap-live', '');
    const event = page.press('keydown', 'ArrowDown');
    expect(event.stopped).toBe(false);
    expect(page.window.__sillageTaps).toEqual([]);
  });
});
