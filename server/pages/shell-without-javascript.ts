import { CATALOGUE_PATH } from '#domain/catalogue-urls.ts';
import { type Locale, localizedPath } from '#domain/i18n/locales.ts';
import { type ShellPageKind, shellPageKind } from '#domain/page-paths.ts';
import { escapeHtml, FRAME_STYLE, framedPage, wordsIn } from './plain-frame.ts';

/**
 * The pages only the app draws (checkout, a shopper's account, the admin) are the app shell
 * (index.html) from the server: nothing the server could render signed out. Read without
 * JavaScript, the shell's <noscript> is all there is, so it carries the shop's header, a
 * sentence saying what this page needs and why, ways on, and the footer (issue 27: no dead end
 * without JavaScript). A browser that runs scripts never shows it. The French shell's is French.
 */
type Words = ReturnType<typeof wordsIn>;
const SAYS: Record<ShellPageKind, (words: Words) => readonly [string, string]> = {
  checkout: (words) => [words.checkout_needs_java_script_title(), words.checkout_needs_java_script()],
  account: (words) => [words.account_needs_java_script_title(), words.account_needs_java_script()],
  admin: (words) => [words.admin_needs_java_script_title(), words.admin_needs_java_script()],
  resetPassword: (words) => [words.reset_password_needs_java_script_title(), words.reset_password_needs_java_script()],
};

function frame(kind: ShellPageKind, locale: Locale): string {
  const words = wordsIn(locale);
  const [title, sentence] = SAYS[kind](words);
  const at = (page: string) => localizedPath(locale, page);
  const main = `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(sentence)}</p><p><a href="${at(CATALOGUE_PATH)}">${escapeHtml(words.nav_explore_scents())}</a> · <a href="${at('/')}">${escapeHtml(words.pages_home_link())}</a></p>`;
  return `<noscript><style>${FRAME_STYLE}</style>${framedPage(main, locale)}</noscript>`;
}

const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/;

/** The shell as sent for `path` (a page, without /fr): its <noscript> says what this page needs, in `locale` (one copy per kind, made once). */
export function shellWithoutJavaScript(indexHtml: string, locale: Locale = 'en'): (path: string) => { kind: ShellPageKind; html: string } {
  const byKind = new Map<ShellPageKind, string>();
  return (path) => {
    const kind = shellPageKind(path);
    let html = byKind.get(kind);
    if (html === undefined) {
      html = NOSCRIPT.test(indexHtml)
        ? indexHtml.replace(NOSCRIPT, () => frame(kind, locale))
        : indexHtml.replace('</body>', () => `${frame(kind, locale)}</body>`);
      byKind.set(kind, html);
    }
    return { kind, html };
  };
}
