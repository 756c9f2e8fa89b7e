// The words a shopper reads for a scent's closed vocabularies (gender, season, concentration,
// vibe, occasion) and its note names, from the message catalogue (issue 24): one message per kind
// with a match on the value (domain/i18n/<locale>.json). The values themselves stay English
// wherever they are data (the API, the database, filters' URLs); only what is shown follows the
// page's language. A value the catalogue does not know (a note an admin just typed) shows as
// written. Kept apart from messages.ts and src/ui/scent-icons.tsx so that only the pages that
// show them (a scent's page, the catalogue) carry these words: the home's first visit does not.
import * as m from '#messages';
import type { Concentration, Gender, Occasion, Season, Vibe } from './enums.ts';

export const noteLabel = (note: string): string => m.note_name({ note });
export const genderWord = (value: Gender): string => m.enum_gender({ value });
export const seasonWord = (value: Season): string => m.enum_season({ value });
export const concentrationWord = (value: Concentration): string => m.enum_concentration({ value });
export const vibeWord = (value: Vibe): string => m.enum_vibe({ value });
export const occasionWord = (value: Occasion): string => m.enum_occasion({ value });

/** A scent card's words (src/features/catalogue/product-card.tsx), for the pages that translate them. */
export const cardWords = { occasion: occasionWord, concentration: concentrationWord };
