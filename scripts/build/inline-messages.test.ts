import { describe, expect, it } from 'vitest';
import { inlineMessages } from './inline-messages.ts';

const root = `${import.meta.dirname}/../..`;
const transform = (locale: 'en' | 'fr', code: string, id = '/app/src/x.tsx') => {
  const plugin = inlineMessages(root, locale);
  const hook = plugin.transform as (code: string, id: string) => { code: string } | undefined;
  return hook(code, id)?.code;
};
const IMPORT = "import * as m from '#messages';\n";

describe('messages inlined into a build', () => {
  it('writes a message without inputs as its text, in the build’s language', () => {
    expect(transform('en', `${IMPORT}const a = <a>{m.skip_to_content()}</a>;`)).toBe(`${IMPORT}const a = <a>{"Skip to content"}</a>;`);
    expect(transform('fr', `${IMPORT}const a = <a aria-label={m.nav_main()} />;`)).toBe(`${IMPORT}const a = <a aria-label={"Principale"} />;`);
  });

  it('writes a message that only places its inputs as a template literal of the call’s own expressions', () => {
    expect(transform('fr', `${IMPORT}const a = <b aria-label={m.ui_rated({ value })} />;`)).toBe(`${IMPORT}const a = <b aria-label={\`Noté \${(value)} sur 5\`} />;`);
    expect(transform('en', `${IMPORT}f(m.ui_season_icon({ season: seasonLabel(p.season) }));`)).toBe(`${IMPORT}f(\`Season: \${(seasonLabel(p.season))}\`);`);
  });

  it('keeps the calls it cannot write as text: plurals, inputs not given as a plain object, strings inside', () => {
    expect(transform('en', `${IMPORT}m.review_count({ count });`)).toBeUndefined();
    expect(transform('en', `${IMPORT}m.ui_rated(inputs);`)).toBeUndefined();
    expect(transform('en', `${IMPORT}m.ui_rated({ value: f('x') });`)).toBeUndefined();
    expect(transform('en', `${IMPORT}m.ui_rated({ value, other });`)).toBeUndefined();
  });

  it('keeps the calls of messages with inputs, and modules that do not import the catalogue as m', () => {
    expect(transform('en', 'const m = { skip_to_content: () => "x" }; m.skip_to_content();')).toBeUndefined();
    expect(transform('en', `${IMPORT}m.skip_to_content();`, '/app/node_modules/x/index.js')).toBeUndefined();
  });
});
