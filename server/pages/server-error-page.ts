import { CATALOGUE_PATH } from '#domain/catalogue-urls.ts';
import { messages } from '#domain/messages.ts';

/**
 * The page a person sees when a page could not be rendered at all (the renderer itself failed):
 * plain HTML with the shop's colours, a readable sentence and ways on, never a blank page or a
 * stack trace. Route errors (a failed API read) are the app's own error page, rendered by React.
 */
export function serverErrorPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Something went wrong · Sillage</title>
<style>body{margin:0;font:16px/1.6 system-ui,sans-serif;background:#f7f1ea;color:#2b2320;display:grid;place-items:center;min-height:100vh}main{max-width:32rem;padding:2rem;text-align:center}a{color:#2b2320}</style>
</head>
<body>
<main>
<h1>${messages.pageRenderFailedTitle}</h1>
<p>${messages.pageRenderFailed}</p>
<p><a href="/">Sillage home</a> · <a href="${CATALOGUE_PATH}">Explore Scents</a></p>
</main>
</body>
</html>`;
}
