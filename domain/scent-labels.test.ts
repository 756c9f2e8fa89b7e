import { describe, expect, it } from 'vitest';
import * as fr from './i18n/compiled/fr/index.js';
import { CONCENTRATIONS, GENDERS, OCCASIONS, SEASONS, VIBES } from './enums.ts';
import { concentrationWord, genderWord, noteLabel, occasionWord, seasonWord, vibeWord } from './scent-labels.ts';
import { shownDescription } from './product-texts.ts';

// Node runs the English build's words (`#messages`); the French ones are the French catalogue's,
// which a French build takes as `#messages`.
describe('a scent’s words through the message catalogue', () => {
  it('are in English as the shop always wrote them', () => {
    expect(OCCASIONS.map(occasionWord)).toEqual(['Night Out', 'Everyday Essentials', 'Elegant Occasions', 'Professional Aura']);
    expect(GENDERS.map(genderWord)).toEqual(['Male', 'Female', 'Unisex']);
    expect(SEASONS.map(seasonWord)).toEqual(['Spring', 'Summer', 'Fall', 'Winter']);
    expect(CONCENTRATIONS.map(concentrationWord)).toEqual([...CONCENTRATIONS]);
    expect(VIBES.map(vibeWord)).toEqual([...VIBES]);
    expect(noteLabel('Bergamot')).toBe('Bergamot');
  });

  it('are in French on French pages, every value of every kind', () => {
    expect(fr.note_name({ note: 'Bergamot' })).toBe('Bergamote');
    expect(fr.note_name({ note: 'Lily of the Valley' })).toBe('Muguet');
    expect(fr.note_name({ note: 'Orange Blossom' })).toBe('Fleur d’oranger');
    expect(OCCASIONS.map((value) => fr.enum_occasion({ value }))).toEqual([
      'Soirée en ville',
      'Essentiels du quotidien',
      'Grandes occasions',
      'Allure professionnelle',
    ]);
    expect(GENDERS.map((value) => fr.enum_gender({ value }))).toEqual(['Homme', 'Femme', 'Unisexe']);
    expect(SEASONS.map((value) => fr.enum_season({ value }))).toEqual(['Printemps', 'Été', 'Automne', 'Hiver']);
    expect(CONCENTRATIONS.map((value) => fr.enum_concentration({ value }))).toEqual([
      'Eau de parfum',
      'Eau de toilette',
      'Eau de Cologne',
      'Extrait de parfum',
    ]);
    expect(VIBES.map((value) => fr.enum_vibe({ value }))).toEqual(['Floral', 'Oriental', 'Boisé', 'Frais']);
  });

  it('show a note the catalogue does not know as it was written, in both languages', () => {
    expect(noteLabel('Smoked Yuzu Peel')).toBe('Smoked Yuzu Peel');
    expect(fr.note_name({ note: 'Smoked Yuzu Peel' })).toBe('Smoked Yuzu Peel');
    // Matched as written: an admin's lower-case note is not guessed at.
    expect(fr.note_name({ note: 'bergamot' })).toBe('bergamot');
  });
});

describe('the description a page shows', () => {
  const scent = { description: 'Pencil shavings and leather.', descriptionFr: 'Copeaux de crayon et cuir.' };

  it('is the English one on English pages, whatever French there is', () => {
    expect(shownDescription(scent, 'en')).toEqual({ text: 'Pencil shavings and leather.' });
  });

  it('is the French one on French pages once written, else the English one marked as English', () => {
    expect(shownDescription(scent, 'fr')).toEqual({ text: 'Copeaux de crayon et cuir.' });
    expect(shownDescription({ ...scent, descriptionFr: '' }, 'fr')).toEqual({ text: 'Pencil shavings and leather.', lang: 'en' });
    // An answer cached on a device before French existed has no such field.
    expect(shownDescription({ description: 'Old answer.' } as typeof scent, 'fr')).toEqual({ text: 'Old answer.', lang: 'en' });
  });
});
