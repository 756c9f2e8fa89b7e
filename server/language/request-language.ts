import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import { speakAs } from '#domain/i18n/speaking.ts';
import { LANGUAGE_TAGS, LOCALES, type Locale } from '#domain/i18n/locales.ts';

/**
 * The API answers in the request's language (issues 24 and 49): the French pages send
 * `Accept-Language: fr-CA`. Every text the server says (an error, a validation issue, a plain
 * page) is looked up by its key in that language while the request is answered
 * (domain/i18n/speaking.ts): nothing is said in English and then translated, and no text of a
 * client's is ever read for words.
 */
const answering = new AsyncLocalStorage<Locale>();
speakAs(() => answering.getStore() ?? 'en');

/** The language an `Accept-Language` header prefers among the shop's: French only when it comes first. */
export function preferredLocale(header: string | undefined): Locale {
  if (!header) return 'en';
  let best: { locale: Locale; q: number } | undefined;
  // A header is a few tags; a longer one is read no further than its first few hundred characters.
  for (const part of header.slice(0, 256).split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const q = Number(
      params
        .map((p) => p.trim())
        .find((p) => p.startsWith('q='))
        ?.slice(2) ?? 1,
    );
    const locale = LOCALES.find((each) => tag === each || tag.startsWith(`${each}-`));
    if (locale && Number.isFinite(q) && q > 0 && (!best || q > best.q)) best = { locale, q };
  }
  return best?.locale ?? 'en';
}

/**
 * Answers the request in the language its `Accept-Language` prefers. English is what is spoken
 * outside any request, so an English request costs nothing here; any other says so on its answer.
 */
export const speakRequestLanguage: MiddlewareHandler = async (c, next) => {
  const locale = preferredLocale(c.req.header('accept-language'));
  if (locale === 'en') return next();
  await answering.run(locale, next);
  c.res.headers.append('vary', 'accept-language');
  if (!c.res.headers.has('content-language')) c.res.headers.set('content-language', LANGUAGE_TAGS[locale]);
};

/**
 * Runs `work` speaking `locale`, whatever the request around it speaks: a mail or a push in its
 * recipient's language (server/messages/language.ts). Every word `work` says comes from the same
 * catalogue the pages and the API use, looked up by its key.
 */
export const speakingIn = <T>(locale: Locale, work: () => T): T => answering.run(locale, work);

/**
 * Runs work that belongs to no request (a pass of the outbox) in no request's language, wherever
 * it was started from: a timer set while a French request was answered would otherwise carry
 * French into a mail to an English account. A mail or a push chooses its recipient's language
 * itself (server/messages/language.ts).
 */
export const apartFromAnyRequest = <T>(work: () => T): T => answering.exit(work);
