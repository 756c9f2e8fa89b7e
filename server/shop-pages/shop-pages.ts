import { readFileSync } from 'node:fs';
import { Marked, type Tokens } from 'marked';
import type { Locale } from '#domain/i18n/locales.ts';
import type { ShopPageSlug } from '#domain/shop-pages.ts';
import type { ShopPageView } from '#domain/schemas/shop-page.ts';
import { serverFile } from '#server/server-files.ts';

/**
 * The shop's own pages (issue 27, point 8): contact, shipping & returns, privacy, terms of sale.
 * Their words are Markdown files in texts/ that the owner edits (a front matter with `title` and
 * `description`, then the page); the server renders them to HTML once per process, and the app
 * shows that HTML (GET /api/shop-pages/:slug), so neither Markdown nor the texts are in the
 * app's files. `{{shopEmail}}` in a text is the shop's address (SHOP_EMAIL).
 * Each text has a French twin in texts/fr/ (issue 24), with the same headings and placeholders,
 * whose links name the French pages (/fr/help/…): the HTML is shown as it is, without JavaScript too.
 */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// The texts are the owner's, but a page is no place for markup of its own (a script, a style, a
// form): raw HTML in a text is shown as the text it is.
const markdown = new Marked({
  gfm: true,
  renderer: {
    html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
  },
});

type Source = { title: string; description: string; body: string };

/** `---\ntitle: …\ndescription: …\n---\n` then the Markdown. */
export function parseShopPage(source: string, name: string): Source {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${name}: a shop page starts with a front matter (---, title:, description:, ---)`);
  const fields = new Map(match[1]!.split(/\r?\n/).map((line) => [line.slice(0, line.indexOf(':')).trim(), line.slice(line.indexOf(':') + 1).trim()] as const));
  const title = fields.get('title');
  const description = fields.get('description');
  if (!title || !description) throw new Error(`${name}: its front matter needs a title and a description`);
  return { title, description, body: match[2]! };
}

/** One page's HTML, with the shop's address put in. */
export function renderShopPage(slug: ShopPageSlug, source: string, shopEmail: string): ShopPageView {
  const { title, description, body } = parseShopPage(source, `${slug}.md`);
  const fill = (text: string) => text.replaceAll('{{shopEmail}}', shopEmail);
  const html = markdown.parse(fill(body), { async: false });
  return { slug, title: fill(title), description: fill(description), html };
}

/** Where a page's text is in a language: English in texts/, each other language in texts/<locale>/. */
export const shopPageFile = (slug: ShopPageSlug, locale: Locale) =>
  locale === 'en' ? serverFile('shop-pages', 'texts', `${slug}.md`) : serverFile('shop-pages', 'texts', locale, `${slug}.md`);

const rendered = new Map<string, ShopPageView>();

/** The page in that language, rendered the first time it is asked for (the texts do not change while the server runs). */
export function shopPage(slug: ShopPageSlug, shopEmail: string, locale: Locale = 'en'): ShopPageView {
  const key = `${slug}\n${locale}\n${shopEmail}`;
  let page = rendered.get(key);
  if (!page) {
    page = renderShopPage(slug, readFileSync(shopPageFile(slug, locale), 'utf8'), shopEmail);
    rendered.set(key, page);
  }
  return page;
}
