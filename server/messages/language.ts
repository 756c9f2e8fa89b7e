import * as spoken from '#messages';
import { LOCALES, localizedPath, type Locale } from '#domain/i18n/locales.ts';
import { formatMoney } from '#domain/money.ts';
import { speakingIn } from '#server/language/request-language.ts';

/**
 * The language the shop writes in outside a visit (issue 24, point 5): a mail or a push goes out
 * in its recipient account's language (`users.language`), whatever page or request queued it.
 * The words are the server's one catalogue (`#messages`, every language behind one door, each
 * message looked up by its key: domain/i18n/speaking.ts), said in that language.
 */
export type Words = typeof spoken;

const said = new Map<Locale, Words>();

/** The catalogue's messages, each said in `locale` wherever it is called from. */
export function messagesFor(locale: Locale): Words {
  let words = said.get(locale);
  if (!words) {
    const each = Object.entries(spoken).map(([key, message]) => [
      key,
      (...inputs: unknown[]) => speakingIn(locale, () => (message as (...args: unknown[]) => string)(...inputs)),
    ]);
    said.set(locale, (words = Object.fromEntries(each) as unknown as Words));
  }
  return words;
}

/** A stored or sent language as one of the shop's; anything else (an old row, a typo) is English. */
export const asLocale = (value: unknown): Locale => ((LOCALES as readonly unknown[]).includes(value) ? (value as Locale) : 'en');

/** Money as the app writes it in that language ('$24.99', '24,99 $'): domain/money.ts's, said in `locale`. */
export const moneyIn = (locale: Locale, cents: number): string => speakingIn(locale, () => formatMoney(cents));

/** A link to a page of the shop in that language: `${origin}/fr/order/…` for a French account. */
export const pageUrl = (origin: string, locale: Locale, page: string) => `${origin}${localizedPath(locale, page)}`;
