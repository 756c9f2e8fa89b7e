import * as en from '#domain/i18n/compiled/en/index.js';
import * as fr from '#domain/i18n/compiled/fr/index.js';
import { LOCALES, localizedPath, type Locale } from '#domain/i18n/locales.ts';

/**
 * The language the shop writes in outside a visit (issue 24, point 5): a mail or a push goes out
 * in its recipient account's language (`users.language`), whatever page queued it. In Node
 * `#messages` is the English catalogue (a build of the app gets its own language's): a message to
 * a French account needs the French one, so the server holds both here.
 */
export type Words = typeof en;

const CATALOGUES: Record<Locale, Words> = { en, fr };

export const messagesFor = (locale: Locale): Words => CATALOGUES[locale];

/** A stored or sent language as one of the shop's; anything else (an old row, a typo) is English. */
export const asLocale = (value: unknown): Locale => (LOCALES as readonly unknown[]).includes(value) ? (value as Locale) : 'en';

/**
 * Money as the app writes it in that language: '$24.99', '24,99 $', formatMoney's integers with
 * that language's `price` and separator, whatever language is being spoken where it is asked.
 * Not a parameter of formatMoney: passing a catalogue as a value would keep every message in
 * the first visit's script (its words are inlined and tree-shaken per build).
 */
export function moneyIn(locale: Locale, cents: number): string {
  const t = messagesFor(locale);
  const whole = Math.round(cents);
  const abs = Math.abs(whole);
  const dollars = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, t.thousands_separator());
  return t.price({ sign: whole < 0 ? '-' : '', dollars, cents: String(abs % 100).padStart(2, '0') });
}

/** A link to a page of the shop in that language: `${origin}/fr/order/…` for a French account. */
export const pageUrl = (origin: string, locale: Locale, page: string) => `${origin}${localizedPath(locale, page)}`;
