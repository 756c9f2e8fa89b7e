import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 51, point 1: the shop's languages are written once, in domain/i18n/locales.ts (with the
// catalogue's own list in project.inlang/settings.json and a catalogue file each). Adding a
// language is a catalogue file and one entry there: no other source file may name a language.
// A language's code as a string ('fr', "fr") or a path of its pages (/fr/…) in code is such a name.
const root = join(import.meta.dirname, '..', '..');
const SOURCES = ['src', 'server', 'domain', 'sw', 'scripts', 'vite.config.ts', 'vite.server.config.ts'];
const NAMES_A_LANGUAGE = /(['"`])fr\1|[/(]fr(?=[\\/()|$'"`?])/;

/** Where a language is named on purpose, and why. */
const ALLOWED: Record<string, string> = {
  'domain/i18n/locales.ts': 'the list of languages and where each lives',
  // The offer is said in the language it offers, named word by word so that a build carries only
  // those three messages of the other catalogue (the first visit's budget).
  'src/features/languages/language-offer.tsx': 'imports the other language’s three words by name',
  // A scent's French texts are fields of its own (descriptionFr), edited beside the English.
  'src/features/admin-products/product-edit-form.tsx': 'the French fields of a scent, marked lang="fr"',
  'src/vite-env.d.ts': 'the type of the build’s language',
  'src/features/seo/product-head.ts': 'a scent’s French description, a field of its own',
};

function filesOf(path: string): string[] {
  const full = join(root, path);
  try {
    return readdirSync(full, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name)));
  } catch {
    return [path];
  }
}

const isCode = (file: string) =>
  /\.(ts|tsx|mjs|js)$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file) && !file.includes('i18n/compiled/') && !file.endsWith('.gen.ts');

/** The code of a file without its comments: a comment may say "French pages under /fr". */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

describe('the languages are named once (issue 51)', () => {
  it('finds no language named in the code outside domain/i18n/locales.ts and the places listed with their reason', () => {
    const naming = SOURCES.flatMap(filesOf)
      .filter(isCode)
      .filter((file) => !(file in ALLOWED))
      .flatMap((file) =>
        withoutComments(readFileSync(join(root, file), 'utf8'))
          .split('\n')
          .filter((line) => NAMES_A_LANGUAGE.test(line))
          .map((line) => `${file}: ${line.trim()}`),
      );
    expect(naming).toEqual([]);
  });

  it('sees a language named where it is not allowed', () => {
    expect(NAMES_A_LANGUAGE.test("const other = locale === 'fr' ? 'en' : 'fr';")).toBe(true);
    expect(NAMES_A_LANGUAGE.test("files.get('/fr/index.html')")).toBe(true);
    expect(NAMES_A_LANGUAGE.test('if (/^\\/(fr\\/)?assets\\//.test(path))')).toBe(true);
    expect(NAMES_A_LANGUAGE.test('const french = (path: string) => /^\\/fr(\\/|$)/.test(path);')).toBe(true);
    expect(NAMES_A_LANGUAGE.test("const frame = 'front';")).toBe(false);
  });
});
