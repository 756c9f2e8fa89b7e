import { describe, expect, it } from 'vitest';
import { catalogueProblems, type Catalogue } from './catalogue-check.ts';
import * as en from './compiled/en/index.js';
import * as fr from './compiled/fr/index.js';
import enCatalogue from './en.json' with { type: 'json' };
import frCatalogue from './fr.json' with { type: 'json' };

describe('the catalogues of the shop’s languages', () => {
  it('have the same keys, each message reading the same inputs', () => {
    expect(catalogueProblems({ en: enCatalogue as Catalogue, fr: frCatalogue as Catalogue })).toEqual([]);
  });

  it('are compiled to one module per language with the same messages, each in its own words', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    expect(en.skip_to_content()).toBe('Skip to content');
    expect(fr.skip_to_content()).toBe('Aller au contenu');
    expect(fr.hero_off_in({ month: 'novembre' })).toBe('de rabais en novembre');
  });

  it('write prices as each language does: 32,00 $ in French, as Intl writes fr-CA', () => {
    const french = new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' });
    expect(fr.price({ sign: '', dollars: '32', cents: '00' })).toBe(french.format(32));
    expect(fr.price({ sign: '', dollars: `1${fr.thousands_separator()}234`, cents: '50' })).toBe(french.format(1234.5));
    expect(fr.price({ sign: '-', dollars: '5', cents: '00' })).toBe(french.format(-5));
    expect(en.price({ sign: '-', dollars: `1${en.thousands_separator()}234`, cents: '50' })).toBe('-$1,234.50');
  });

  it('name a key missing in one language, an input read differently and an empty text', () => {
    const problems = catalogueProblems({
      en: { added: 'Added {name}', gone: 'Gone', blank: 'Blank', camelCase: 'x' },
      fr: { added: 'Ajouté {nom}', blank: ' ', camelCase: 'x' },
    });
    expect(problems).toEqual(['fr: "added" reads {nom}, en reads {name}', 'fr: "blank" is empty', '"camelCase": keys are snake_case', 'fr: "gone" is missing']);
  });

  it('read the inputs of plural variants', () => {
    const left = (one: string, other: string) => [
      { declarations: ['input count', 'local n = count: plural'], selectors: ['n'], match: { 'n=one': one, 'n=other': other } },
    ];
    expect(
      catalogueProblems({ en: { only_left: left('Only {count} left', 'Only {count} left') }, fr: { only_left: left('Plus qu’un', 'Plus que {count}') } }),
    ).toEqual([]);
    expect(catalogueProblems({ en: { only_left: left('{count}', '{count}') }, fr: { only_left: 'Plus que {n}' } })).toEqual([
      'fr: "only_left" reads {n}, en reads {count}',
    ]);
  });
});
