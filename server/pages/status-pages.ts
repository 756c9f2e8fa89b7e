import { CATALOGUE_PATH } from '#domain/catalogue-urls.ts';
import { LANGUAGE_TAGS, type Locale, localizedPath } from '#domain/i18n/locales.ts';
import { escapeHtml, FRAME_STYLE, framedPage, wordsIn } from './plain-frame.ts';

/**
 * The pages the server answers without rendering the app: when rendering failed, and when a
 * request is refused before any render (an address no page can have, too many renders). Plain
 * HTML with the shop's colours, a readable sentence and ways on, never a blank page or a stack
 * trace; no script, so nothing tries to hydrate it into the page its address would name, and it
 * costs nothing to send however often it is asked for. Route errors (a failed API read) are the
 * app's own error page, rendered by React. An address under /fr is answered in French.
 */
function statusPage(title: string, text: string, form = '', locale: Locale = 'en'): string {
  const words = wordsIn(locale);
  const at = (page: string) => localizedPath(locale, page);
  return `<!doctype html>
<html lang="${LANGUAGE_TAGS[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · Sillage</title>
<style>body{margin:0}${FRAME_STYLE}</style>
</head>
<body>
${framedPage(
  `<h1>${title}</h1>
<p>${text}</p>
${form}<p><a href="${at('/')}">${escapeHtml(words.pages_home_link())}</a> · <a href="${at(CATALOGUE_PATH)}">${escapeHtml(words.nav_explore_scents())}</a></p>`,
  locale,
)}
</body>
</html>`;
}

export const serverErrorPage = (locale: Locale = 'en') => {
  const words = wordsIn(locale);
  return statusPage(words.page_render_failed_title(), words.page_render_failed(), '', locale);
};

type Words = ReturnType<typeof wordsIn>;
/** What a refused page request reads, by its status. */
const REFUSED: Record<400 | 404 | 429, (words: Words) => readonly [string, string]> = {
  400: (words) => [words.page_address_refused_title(), words.page_address_refused()],
  404: (words) => [words.page_not_found_title(), words.page_not_found()],
  429: (words) => [words.page_too_many_renders_title(), words.too_many_requests()],
};

export type RefusedStatus = keyof typeof REFUSED;

export function refusedPage(status: RefusedStatus, locale: Locale = 'en'): string {
  const [title, text] = REFUSED[status](wordsIn(locale));
  return statusPage(title, text, '', locale);
}

/**
 * A page that asks before it acts, with one button that posts `fields` to `action` (by default
 * its own address, the query kept): for links in mail, which scanners open. No script: it works
 * without JavaScript and costs the first visit's budget nothing.
 */
export function confirmActionPage(
  title: string,
  text: string,
  button: string,
  form: { action?: string; fields?: Record<string, string> } = {},
  locale: Locale = 'en',
): string {
  const action = form.action ? ` action="${escapeHtml(form.action)}"` : '';
  const hidden = Object.entries(form.fields ?? {})
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return statusPage(
    escapeHtml(title),
    escapeHtml(text),
    `<form method="post"${action}>${hidden}<button type="submit">${escapeHtml(button)}</button></form>\n`,
    locale,
  );
}

/** A sentence and ways on (`link`: one more, such as the scent a message is about). */
export function plainPage(title: string, text: string, link?: { href: string; label: string }, locale: Locale = 'en'): string {
  const more = link ? ` <a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>` : '';
  return statusPage(escapeHtml(title), `${escapeHtml(text)}${more}`, '', locale);
}
