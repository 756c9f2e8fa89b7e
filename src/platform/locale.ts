import { LANGUAGE_TAGS, type Locale } from '#domain/i18n/locales.ts';

/** The language this build of the app speaks (vite.config.ts builds one per language). */
export const locale: Locale = import.meta.env.VITE_LOCALE ?? 'en';
export const languageTag = LANGUAGE_TAGS[locale];
