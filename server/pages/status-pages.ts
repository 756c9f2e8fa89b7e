import { CATALOGUE_PATH } from '#domain/catalogue-urls.ts';
import { messages } from '#domain/messages.ts';
import { escapeHtml, FRAME_STYLE, framedPage } from './plain-frame.ts';

/**
 * The pages the server answers without rendering the app: when rendering failed, and when a
 * request is refused before any render (an address no page can have, too many renders). Plain
 * HTML with the shop's colours, a readable sentence and ways on, never a blank page or a stack
 * trace; no script, so nothing tries to hydrate it into the page its address would name, and it
 * costs nothing to send however often it is asked for. Route errors (a failed API read) are the
 * app's own error page, rendered by React.
 */
function statusPage(title: string, text: string, form = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · Sillage</title>
<style>body{margin:0}${FRAME_STYLE}</style>
</head>
<body>
${framedPage(`<h1>${title}</h1>
<p>${text}</p>
${form}<p><a href="/">Sillage home</a> · <a href="${CATALOGUE_PATH}">Explore Scents</a></p>`)}
</body>
</html>`;
}

export const serverErrorPage = () => statusPage(messages.pageRenderFailedTitle, messages.pageRenderFailed);

/** What a refused page request reads, by its status. */
const REFUSED = {
  400: [messages.pageAddressRefusedTitle, messages.pageAddressRefused],
  404: [messages.pageNotFoundTitle, messages.pageNotFound],
  429: [messages.pageTooManyRendersTitle, messages.tooManyRequests],
} as const;

export type RefusedStatus = keyof typeof REFUSED;

export function refusedPage(status: RefusedStatus): string {
  const [title, text] = REFUSED[status];
  return statusPage(title, text);
}


/**
 * A page that asks before it acts, with one button that posts `fields` to `action` (by default
 * its own address, the query kept): for links in mail, which scanners open. No script: it works
 * without JavaScript and costs the first visit's budget nothing.
 */
export function confirmActionPage(title: string, text: string, button: string, form: { action?: string; fields?: Record<string, string> } = {}): string {
  const action = form.action ? ` action="${escapeHtml(form.action)}"` : '';
  const hidden = Object.entries(form.fields ?? {})
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return statusPage(escapeHtml(title), escapeHtml(text), `<form method="post"${action}>${hidden}<button type="submit">${escapeHtml(button)}</button></form>\n`);
}

/** A sentence and ways on (`link`: one more, such as the scent a message is about). */
export function plainPage(title: string, text: string, link?: { href: string; label: string }): string {
  const more = link ? ` <a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>` : '';
  return statusPage(escapeHtml(title), `${escapeHtml(text)}${more}`);
}
