import { CATALOGUE_PATH } from '#domain/catalogue-urls.ts';
import { messages } from '#domain/messages.ts';
import { type ShellPageKind, shellPageKind } from '#domain/page-paths.ts';
import { SHOP_PAGE_LINK_TEXT, SHOP_PAGE_SLUGS, shopPagePath } from '#domain/shop-pages.ts';

/**
 * The pages only the app draws (checkout, a shopper's account, the admin) are the app shell
 * (index.html) from the server: nothing the server could render signed out. Read without
 * JavaScript, the shell's <noscript> is all there is, so it carries the shop's header, a
 * sentence saying what this page needs and why, ways on, and the footer (issue 27: no dead end
 * without JavaScript). A browser that runs scripts never shows it. Styled inline, in the shop's
 * colours, as the status pages are: the app's stylesheets are named by its build.
 */
const STYLE =
  '.nojs{font:16px/1.6 system-ui,sans-serif;color:#2b2320;background:#f7f1ea;min-height:100vh;display:flex;flex-direction:column}' +
  '.nojs a{color:#2b2320}' +
  '.nojs header nav{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1.25rem;padding:1rem 1.25rem;border-bottom:1px solid #e4d9cc}' +
  '.nojs .brand{font:600 1.5rem Georgia,serif;text-decoration:none;margin-right:auto}' +
  '.nojs main{flex:1;max-width:40rem;margin:0 auto;padding:2.5rem 1.25rem}' +
  '.nojs h1{font:500 2rem/1.2 Georgia,serif;margin:0 0 1rem}' +
  '.nojs footer{padding:1.5rem 1.25rem;border-top:1px solid #e4d9cc;font-size:.875rem}';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const SAYS = {
  checkout: [messages.checkoutNeedsJavaScriptTitle, messages.checkoutNeedsJavaScript],
  account: [messages.accountNeedsJavaScriptTitle, messages.accountNeedsJavaScript],
  admin: [messages.adminNeedsJavaScriptTitle, messages.adminNeedsJavaScript],
  resetPassword: [messages.resetPasswordNeedsJavaScriptTitle, messages.resetPasswordNeedsJavaScript],
} as const satisfies Record<ShellPageKind, readonly [string, string]>;

function frame(kind: ShellPageKind): string {
  const [title, sentence] = SAYS[kind];
  return `<noscript><style>${STYLE}</style><div class="nojs">
<header><nav aria-label="Main"><a class="brand" href="/" aria-label="Sillage, home">Sillage</a><a href="${CATALOGUE_PATH}">Explore Scents</a><a href="/pricing-plans">Pricing Plans</a><a href="/saved">Saved</a><a href="/cart">Cart</a></nav></header>
<main id="main"><h1>${escape(title)}</h1><p>${escape(sentence)}</p><p><a href="${CATALOGUE_PATH}">Explore Scents</a> · <a href="/">Sillage home</a></p></main>
<footer><p>${escape(messages.footerLine)}</p><p>${SHOP_PAGE_SLUGS.map((slug) => `<a href="${shopPagePath(slug)}">${escape(SHOP_PAGE_LINK_TEXT[slug])}</a>`).join(' · ')}</p></footer>
</div></noscript>`;
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
