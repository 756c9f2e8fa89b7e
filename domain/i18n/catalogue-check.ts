// What makes the catalogues of the shop's languages (domain/i18n/<locale>.json) one catalogue:
// the same keys in each, the same inputs in each message, no empty text. Checked when the
// messages are compiled (scripts/build/compile-messages.ts) and by a unit test.

import { LOCALES, type Locale } from './locales.ts';

export { LOCALES };

/** A message: a text with `{inputs}`, or inlang's variants (plural forms) as an array. */
type Variants = Array<{ declarations?: string[]; selectors?: string[]; match: Record<string, string> }>;
export type Catalogue = Record<string, string | Variants>;

/** Paraglide renames a key that is not snake_case in the compiled modules (`pageTitle` → `pagetitle1`). */
const KEY = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;

const texts = (message: string | Variants): string[] => (typeof message === 'string' ? [message] : message.flatMap((variant) => Object.values(variant.match)));

/** The inputs a message reads: `{name}` in its texts, `input name` in its declarations. */
function inputsOf(message: string | Variants): string[] {
  const found = new Set<string>();
  for (const text of texts(message)) for (const [, name] of text.matchAll(/\{(\w+)\}/g)) found.add(name!);
  if (typeof message !== 'string') {
    for (const variant of message) for (const line of variant.declarations ?? []) if (line.startsWith('input ')) found.add(line.slice(6).trim());
  }
  return [...found].sort();
}

export function catalogueProblems(catalogues: Partial<Record<Locale, Catalogue>>): string[] {
  const problems: string[] = [];
  const keysOf = (catalogue: Catalogue) => Object.keys(catalogue).filter((key) => key !== '$schema');
  const everyKey = new Set(LOCALES.flatMap((locale) => keysOf(catalogues[locale] ?? {})));
  for (const key of [...everyKey].sort()) {
    if (!KEY.test(key)) problems.push(`"${key}": keys are snake_case`);
    const present = LOCALES.filter((locale) => catalogues[locale]?.[key] !== undefined);
    for (const locale of LOCALES) if (!present.includes(locale)) problems.push(`${locale}: "${key}" is missing`);
    for (const locale of present) {
      // A no-break space is a text (French groups thousands with one): only ASCII blanks are empty.
      if (texts(catalogues[locale]![key]!).some((text) => /^[ \t\r\n]*$/.test(text))) problems.push(`${locale}: "${key}" is empty`);
    }
    const [first, ...others] = present;
    if (first === undefined) continue;
    const inputs = inputsOf(catalogues[first]![key]!).join(', ');
    for (const locale of others) {
      const theirs = inputsOf(catalogues[locale]![key]!).join(', ');
      if (theirs !== inputs) problems.push(`${locale}: "${key}" reads {${theirs}}, ${first} reads {${inputs}}`);
    }
  }
  return problems;
}
