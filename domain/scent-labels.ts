// The words a shopper reads for a scent's closed vocabularies (gender, season, concentration,
// vibe, occasion) and its note names, from the message catalogue (issue 24): one message per kind
// with a match on the value (domain/i18n/<locale>.json). The values themselves stay English
// wherever they are data (the API, the database, filters' URLs); only what is shown follows the
// page's language. A value the catalogue does not know (a note an admin just typed) shows as
// written. The scent card and the season and gender icons name their messages themselves
// (product-card.tsx, src/ui/scent-icons.tsx): a build places each message with the code naming it
// (scripts/build/landing-chunks.ts), so the home carries those words and not the notes' names.
import * as m from '#messages';
import type { Concentration, Gender, Occasion, Season, Vibe } from './enums.ts';

export const noteLabel = (note: string): string => m.note_name({ note });
export const genderWord = (value: Gender): string => m.enum_gender({ value });
export const seasonWord = (value: Season): string => m.enum_season({ value });
export const concentrationWord = (value: Concentration): string => m.enum_concentration({ value });
export const vibeWord = (value: Vibe): string => m.enum_vibe({ value });
export const occasionWord = (value: Occasion): string => m.enum_occasion({ value });
