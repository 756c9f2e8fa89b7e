import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { LANGUAGE_TAGS, type Locale } from '../../domain/i18n/locales.ts';

type Shortcut = { name: string; url: string; icons?: unknown[] };
type Screenshot = { label?: string; form_factor?: string };
export type WebManifest = {
  id: string;
  name: string;
  description: string;
  start_url: string;
  lang: string;
  shortcuts?: Shortcut[];
  screenshots?: Screenshot[];
  [other: string]: unknown;
};

/** The manifest's words by message key (domain/i18n): the English ones are public/manifest.webmanifest's. */
export const MANIFEST_WORDS = {
  name: 'manifest_name',
  description: 'manifest_description',
  explore: 'manifest_shortcut_explore',
  cart: 'manifest_shortcut_cart',
  wide: 'manifest_screenshot_wide',
  narrow: 'manifest_screenshot_narrow',
} as const;

/**
 * The web manifest of a language's app (issue 24): public/manifest.webmanifest is the English
 * one; the French app's has its own id and start page (/fr/), so installing from a French page
 * gives a French app on the home screen, whose name, description, shortcuts and screenshot labels
 * are the catalogue's. Icons and screenshots stay the site's, at its root.
 */
export function manifestIn(english: WebManifest, words: Record<string, unknown>, locale: Locale, base: string): WebManifest {
  const word = (key: string) => {
    const text = words[key];
    if (typeof text !== 'string') throw new Error(`the web manifest needs the plain message ${key}`);
    return text;
  };
  const localized = (url: string) => (url.startsWith('/') ? `${base}${url.slice(1)}` : url);
  return {
    ...english,
    id: base,
    name: word(MANIFEST_WORDS.name),
    description: word(MANIFEST_WORDS.description),
    start_url: base,
    lang: LANGUAGE_TAGS[locale],
    shortcuts: english.shortcuts?.map((shortcut) => ({
      ...shortcut,
      name: word(shortcut.url === '/cart' ? MANIFEST_WORDS.cart : MANIFEST_WORDS.explore),
      url: localized(shortcut.url),
    })),
    screenshots: english.screenshots?.map((shot) => ({ ...shot, label: word(shot.form_factor === 'wide' ? MANIFEST_WORDS.wide : MANIFEST_WORDS.narrow) })),
  };
}

/** Writes the French build's manifest.webmanifest (the English build has public/'s). */
export function webManifest(root: string, locale: Locale): Plugin {
  return {
    name: 'sillage:web-manifest',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && locale !== 'en',
    generateBundle() {
      const english = JSON.parse(readFileSync(join(root, 'public', 'manifest.webmanifest'), 'utf8')) as WebManifest;
      const words = JSON.parse(readFileSync(join(root, 'domain', 'i18n', `${locale}.json`), 'utf8')) as Record<string, unknown>;
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: `${JSON.stringify(manifestIn(english, words, locale, `/${locale}/`), null, 2)}\n` });
    },
  };
}
