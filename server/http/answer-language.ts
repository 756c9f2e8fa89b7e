import type { MiddlewareHandler } from 'hono';
import type { Catalogue } from '#domain/i18n/catalogue-check.ts';
import enCatalogue from '#domain/i18n/en.json' with { type: 'json' };
import * as fr from '#domain/i18n/compiled/fr/index.js';
import type { Locale } from '#domain/i18n/locales.ts';

/**
 * The API answers in the request's language (issue 24): the French pages send
 * `Accept-Language: fr-CA`. The server's code says what it says in English (domain/messages.ts,
 * one name per text); on the way out, an answer's `message` (and each of its `issues`) is found
 * in the English catalogue, by its text or by a message's pattern with its inputs, and said again
 * in French. Every text the API sends comes from that catalogue, so each is found; one that is not
 * (a library's own words) goes as it is.
 */

/** The language an `Accept-Language` header prefers among the shop's: French only when it comes first. */
export function preferredLocale(header: string | undefined): Locale {
  if (!header) return 'en';
  let best: { locale: Locale; q: number } | undefined;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const q = Number(params.map((p) => p.trim()).find((p) => p.startsWith('q='))?.slice(2) ?? 1);
    const locale = tag.startsWith('fr') ? 'fr' : tag.startsWith('en') ? 'en' : undefined;
    if (locale && Number.isFinite(q) && q > 0 && (!best || q > best.q)) best = { locale, q };
  }
  return best?.locale ?? 'en';
}

type French = (inputs: Record<string, unknown>) => string;
type Pattern = { pattern: RegExp; say: French };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each English text, and each text with inputs as a pattern capturing them, with its French message. */
function translations(catalogue: Catalogue) {
  const exact = new Map<string, French>();
  const patterns: Pattern[] = [];
  for (const [key, message] of Object.entries(catalogue)) {
    const say = (fr as unknown as Record<string, French | undefined>)[key];
    if (key === '$schema' || !say) continue;
    const texts = typeof message === 'string' ? [message] : message.flatMap((variant) => Object.values(variant.match));
    for (const text of texts) {
      if (!text.includes('{')) {
        exact.set(text, say);
        continue;
      }
      const source = escapeRegExp(text).replace(/\\\{(\w+)\\\}/g, '(?<$1>.+?)');
      patterns.push({ pattern: new RegExp(`^${source}$`, 's'), say });
    }
  }
  // The most specific first: a longer fixed text leaves less to its inputs.
  patterns.sort((a, b) => b.pattern.source.length - a.pattern.source.length);
  return { exact, patterns };
}

const table = translations(enCatalogue as Catalogue);

/** The French for an English text of the catalogue; the text itself when it is not one. */
export function inFrench(text: string): string {
  const plain = table.exact.get(text);
  if (plain) return plain({});
  for (const { pattern, say } of table.patterns) {
    const groups = pattern.exec(text)?.groups;
    if (!groups) continue;
    // A count read for a plural is a number again (Intl.PluralRules reads "1" and 1 alike, but
    // the French text may format it).
    const inputs = Object.fromEntries(Object.entries(groups).map(([name, value]) => [name, /^-?\d+$/.test(value) ? Number(value) : value]));
    return say(inputs);
  }
  return text;
}

/** Answers of this size or less are read for words to translate: larger ones are lists, never a message. */
const MESSAGE_ANSWER_MAX = 64 * 1024;

export const answerInRequestLanguage: MiddlewareHandler = async (c, next) => {
  await next();
  if (preferredLocale(c.req.header('accept-language')) !== 'fr') return;
  const answer = c.res;
  if (!answer.headers.get('content-type')?.startsWith('application/json') || answer.headers.has('content-encoding')) return;
  const text = await answer.clone().text();
  if (text.length > MESSAGE_ANSWER_MAX) return;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return;
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const said = body as { message?: unknown; issues?: Array<{ message?: unknown }> };
  let changed = false;
  const translate = (message: unknown) => {
    if (typeof message !== 'string') return message;
    const french = inFrench(message);
    changed ||= french !== message;
    return french;
  };
  if ('message' in said) said.message = translate(said.message);
  if (Array.isArray(said.issues)) for (const issue of said.issues) if (issue && typeof issue === 'object') issue.message = translate(issue.message);
  if (!changed) return;
  // Hono carries the first answer's headers over to this one: its length is the English one's.
  c.res = new Response(JSON.stringify(said), { status: answer.status, statusText: answer.statusText, headers: answer.headers });
  c.res.headers.delete('content-length');
  c.res.headers.append('vary', 'accept-language');
  c.res.headers.set('content-language', 'fr-CA');
};
