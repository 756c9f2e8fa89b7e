import { CATALOGUE_PATH } from '#domain/catalogue-urls.ts';
import { type Locale, localizedPath } from '#domain/i18n/locales.ts';
import { messagesFor, type Words } from '#server/messages/language.ts';
import { SHOP_PAGE_SLUGS, type ShopPageSlug, shopPagePath } from '#domain/shop-pages.ts';

/**
 * The shop's header and footer as plain HTML, for the pages the server writes without the app:
 * the status pages, the mail links' pages, and the shell's <noscript> (issue 27: every page has
 * the header and the footer). Styled inline, in the shop's colours: the app's stylesheets are
 * named by its build. No script. A page under /fr is framed in French, its links to the French
 * pages: the server speaks both languages, whatever the build it renders with.
 */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const FRAME_STYLE =
  '.frame{font:16px/1.6 system-ui,sans-serif;color:#2b2320;background:#f7f1ea;min-height:100vh;display:flex;flex-direction:column}' +
  '.frame a{color:#2b2320}' +
  '.frame header nav{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1.25rem;padding:1rem 1.25rem;border-bottom:1px solid #e4d9cc}' +
  '.frame .brand{font:600 1.5rem Georgia,serif;text-decoration:none;margin-right:auto}' +
  '.frame main{flex:1;width:100%;max-width:40rem;margin:0 auto;padding:2.5rem 1.25rem;box-sizing:border-box}' +
  '.frame h1{font:500 2rem/1.2 Georgia,serif;margin:0 0 1rem}' +
  '.frame button{font:inherit;font-weight:600;padding:.75rem 1.5rem;min-height:44px;border:0;border-radius:999px;background:#2b2320;color:#f7f1ea;cursor:pointer}' +
  '.frame footer{padding:1.5rem 1.25rem;border-top:1px solid #e4d9cc;font-size:.875rem}';

/** The frame's words in a language: the catalogue's messages, as the app's header and footer say them. */
export const wordsIn = messagesFor;

const footerLink = (words: Words, slug: ShopPageSlug) =>
  ({
    contact: words.footer_contact,
    'shipping-and-returns': words.footer_shipping_and_returns,
    privacy: words.footer_privacy,
    'terms-of-sale': words.footer_terms_of_sale,
  })[slug]();

/** `<div class="frame">` with the header, `main` (HTML, already escaped) and the footer, in `locale`. */
export function framedPage(main: string, locale: Locale = 'en'): string {
  const words = wordsIn(locale);
  const at = (page: string) => localizedPath(locale, page);
  const links = SHOP_PAGE_SLUGS.map((slug) => `<a href="${at(shopPagePath(slug))}">${escapeHtml(footerLink(words, slug))}</a>`).join(' · ');
  return `<div class="frame">
<header><nav aria-label="${escapeHtml(words.nav_main())}"><a class="brand" href="${at('/')}" aria-label="${escapeHtml(words.nav_home())}">Sillage</a><a href="${at(CATALOGUE_PATH)}">${escapeHtml(words.nav_explore_scents())}</a><a href="${at('/pricing-plans')}">${escapeHtml(words.nav_pricing_plans())}</a><a href="${at('/saved')}">${escapeHtml(words.saved_link())}</a><a href="${at('/cart')}">${escapeHtml(words.cartpage_cart())}</a></nav></header>
<main id="main">${main}</main>
<footer><p>${escapeHtml(words.footer_line())}</p><p>${links}</p></footer>
</div>`;
}
