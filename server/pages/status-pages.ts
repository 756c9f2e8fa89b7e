import { CATALOGUE_PATH } from '#domain/catalogue-urls.ts';
import { messages } from '#domain/messages.ts';

/**
 * The pages the server answers without rendering the app: when rendering failed, and when a
 * request is refused before any render (an address no page can have, too many renders). Plain
 * HTML with the shop's colours, a readable sentence and ways on, never a blank page or a stack
 * trace; no script, so nothing tries to hydrate it into the page its address would name, and it
 * costs nothing to send however often it is asked for. Route errors (a failed API read) are the
 * app's own error page, rendered by React.
 */
function statusPage(title: string, text: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · Sillage</title>
<style>body{margin:0;font:16px/1.6 system-ui,sans-serif;background:#f7f1ea;color:#2b2320;display:grid;place-items:center;min-height:100vh}main{max-width:32rem;padding:2rem;text-align:center}a{color:#2b2320}</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${text}</p>
<p><a href="/">Sillage home</a> · <a href="${CATALOGUE_PATH}">Explore Scents</a></p>
</main>
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
