import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '#server/server-files.ts';
import { demoProducts } from './demo-products.ts';

// The demo catalogue ships in both languages (issue 24): each scent's texts, and each note name
// its pages show, have their French.
type Variants = Array<{ match: Record<string, string> }>;
const frenchNotes = (JSON.parse(readFileSync(join(repoRoot, 'domain', 'i18n', 'fr.json'), 'utf8')) as { note_name: Variants }).note_name[0]!.match;

describe('the demo catalogue in French', () => {
  it('gives every scent a French description and rich description, apart from the English', () => {
    for (const scent of demoProducts) {
      expect(scent.descriptionFr, scent.slug).not.toBe('');
      expect(scent.descriptionFr, scent.slug).not.toBe(scent.description);
      expect(scent.richDescriptionFr.startsWith(`${scent.descriptionFr}\n\n`), scent.slug).toBe(true);
      expect(scent.richDescriptionFr, scent.slug).toMatch(/5\u00a0mL/);
    }
  });

  it('writes French typography: a no-break space before : ; ! ? and the ’ apostrophe', () => {
    for (const scent of demoProducts) {
      for (const text of [scent.descriptionFr, scent.richDescriptionFr]) {
        expect(text, scent.slug).not.toMatch(/ [:;!?]|'/);
      }
    }
  });

  it('names every note of the demo catalogue in French', () => {
    const notes = new Set(demoProducts.flatMap((p) => [...p.topNotes, ...p.middleNotes, ...p.baseNotes]));
    const missing = [...notes].filter((note) => frenchNotes[`note=${note}`] === undefined);
    expect(missing).toEqual([]);
  });
});
