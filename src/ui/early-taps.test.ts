import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DISCRETE_EVENTS, DISCRETE_EVENTS_REACT_KEEPS, earlyTapScript } from './early-taps.ts';

/** The events react-dom hydrates a part synchronously for, read from the installed react-dom. */
function reactDiscreteReplayableEvents(): string[] {
  const packageJson = createRequire(import.meta.url).resolve('react-dom/package.json');
  const source = readFileSync(join(dirname(packageJson), 'cjs', 'react-dom.development.js'), 'utf8');
  const list = /var discreteReplayableEvents = \[([^\]]*)\]/.exec(source)?.[1];
  if (!list) throw new Error('react-dom no longer names discreteReplayableEvents: check early-taps.ts against it');
  return [...list.matchAll(/'([A-Za-z]+)'/g)].map((match) => match[1]!);
}

describe('the early taps script (issue 26: no React error #345 from an event during hydration)', () => {
  it('keeps from React every event React would hydrate for, but a form\'s submit and reset', () => {
    const react = reactDiscreteReplayableEvents();
    expect(react).toContain('dblclick');
    const missing = react.filter((event) => !DISCRETE_EVENTS.includes(event) && !DISCRETE_EVENTS_REACT_KEEPS.includes(event));
    expect(missing, 'events that would make React hydrate synchronously mid-transition').toEqual([]);
    expect(DISCRETE_EVENTS).not.toContain('submit');
  });

  it('listens for each of them in the page', () => {
    const script = earlyTapScript();
    for (const event of DISCRETE_EVENTS) expect(script).toContain(`"${event}"`);
  });
});
