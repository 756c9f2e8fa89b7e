import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MANIFEST_WORDS, manifestIn, type WebManifest } from './web-manifest.ts';

const read = (path: string) => JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')) as Record<string, unknown>;
const english = read('public/manifest.webmanifest') as WebManifest;
const en = read('domain/i18n/en.json');
const fr = read('domain/i18n/fr.json');

describe('the web manifest in each language', () => {
  it('says in English exactly what the English catalogue says (one source of words)', () => {
    expect(manifestIn(english, en, 'en', '/')).toEqual({ ...english, lang: 'en-CA' });
    expect(Object.values(MANIFEST_WORDS).every((key) => typeof fr[key] === 'string')).toBe(true);
  });

  it('is a French app of its own: id, start page, language, words and shortcuts under /fr/', () => {
    const french = manifestIn(english, fr, 'fr', '/fr/');
    expect(french).toMatchObject({ id: '/fr/', start_url: '/fr/', lang: 'fr-CA', name: 'Sillage · Échantillons de parfum' });
    expect(french.description).toMatch(/^Échantillons de parfum de 5 mL/);
    expect(french.shortcuts?.map((s) => [s.name, s.url])).toEqual([
      ['Explorer les parfums', '/fr/explore-scents'],
      ['Votre panier', '/fr/cart'],
    ]);
    expect(french.screenshots?.map((s) => s.label)).toEqual([fr[MANIFEST_WORDS.wide], fr[MANIFEST_WORDS.narrow]]);
    // The icons are the site's own, at its root.
    expect(french.icons).toEqual(english.icons);
  });
});
