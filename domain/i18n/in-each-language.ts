import type { Locale } from './locales.ts';
import { speaking } from './speaking.ts';

/**
 * An object of words made once for each language, read in the language being spoken
 * (domain/i18n/speaking.ts). A build of the app speaks one language, so it makes them once; the
 * server answers each request in its own language from the same object, by key (issue 49).
 */
export function inEachLanguage<T extends object>(make: () => T): T {
  const made = new Map<Locale, T>();
  const now = (): T => {
    const locale = speaking();
    let words = made.get(locale);
    if (words === undefined) {
      words = named(make());
      made.set(locale, words);
    }
    return words;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(now(), key),
    has: (_, key) => Reflect.has(now(), key),
    ownKeys: () => Reflect.ownKeys(now()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(now(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

/**
 * The name each text was said under, so that an error can carry a stable `code` beside its
 * `message` (DESIGN §3) without its every thrower naming it twice. A text with inputs ('Only 2
 * left of Rose') is remembered when it is made, the last few hundred of them: an error is answered
 * in the same turn it was made in.
 */
const fixedNames = new Map<string, string>();
const recentNames = new Map<string, string>();
const RECENT_WITH_INPUTS = 500;

function named<T extends object>(words: T): T {
  const out: Record<string, unknown> = {};
  for (const [name, said] of Object.entries(words)) {
    if (typeof said === 'function') {
      out[name] = (...inputs: unknown[]) => {
        const text: unknown = (said as (...args: unknown[]) => unknown)(...inputs);
        if (typeof text === 'string') {
          recentNames.delete(text);
          recentNames.set(text, name);
          if (recentNames.size > RECENT_WITH_INPUTS) recentNames.delete(recentNames.keys().next().value!);
        }
        return text;
      };
      continue;
    }
    if (typeof said === 'string') fixedNames.set(said, name);
    out[name] = said;
  }
  return out as T;
}

/** The name a text of ours was said under (`invalidEmail`), or undefined for any other text. */
export const nameOfText = (text: string): string | undefined => fixedNames.get(text) ?? recentNames.get(text);
