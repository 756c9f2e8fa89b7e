import { CATALOGUE_PATH } from '#domain/catalogue-urls.ts';
import { messages } from '#domain/messages.ts';
import { type ShellPageKind, shellPageKind } from '#domain/page-paths.ts';
import { escapeHtml, FRAME_STYLE, framedPage } from './plain-frame.ts';

/**
 * The pages only the app draws (checkout, a shopper's account, the admin) are the app shell
 * (index.html) from the server: nothing the server could render signed out. Read without
 * JavaScript, the shell's <noscript> is all there is, so it carries the shop's header, a
 * sentence saying what this page needs and why, ways on, and the footer (issue 27: no dead end
 * without JavaScript). A browser that runs scripts never shows it.
 */
const SAYS = {
  checkout: [messages.checkoutNeedsJavaScriptTitle, messages.checkoutNeedsJavaScript],
  account: [messages.accountNeedsJavaScriptTitle, messages.accountNeedsJavaScript],
  admin: [messages.adminNeedsJavaScriptTitle, messages.adminNeedsJavaScript],
  resetPassword: [messages.resetPasswordNeedsJavaScriptTitle, messages.resetPasswordNeedsJavaScript],
} as const satisfies Record<ShellPageKind, readonly [string, string]>;

function frame(kind: ShellPageKind): string {
  const [title, sentence] = SAYS[kind];
  const main = `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(sentence)}</p><p><a href="${CATALOGUE_PATH}">Explore Scents</a> · <a href="/">Sillage home</a></p>`;
  return `<noscript><style>${FRAME_STYLE}</style>${framedPage(main)}</noscript>`;
}

const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/;

/** The shell as sent for `path`: its <noscript> says what this page needs (one copy per kind, made once). */
export function shellWithoutJavaScript(indexHtml: string): (path: string) => { kind: ShellPageKind; html: string } {
  const byKind = new Map<ShellPageKind, string>();
  return (path) => {
    const kind = shellPageKind(path);
    let html = byKind.get(kind);
    if (html === undefined) {
      html = NOSCRIPT.test(indexHtml) ? indexHtml.replace(NOSCRIPT, () => frame(kind)) : indexHtml.replace('</body>', () => `${frame(kind)}</body>`);
      byKind.set(kind, html);
    }
    return { kind, html };
  };
}
