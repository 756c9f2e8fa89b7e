import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHOP_PAGE_SLUGS } from '#domain/shop-pages.ts';
import { serverFile } from '#server/server-files.ts';
import { parseShopPage, renderShopPage, shopPage, shopPageFile } from './shop-pages.ts';

// Issue 24: each help page's text has a French twin in texts/fr/, the same page in the same shape.
const source = (slug: (typeof SHOP_PAGE_SLUGS)[number], locale: 'en' | 'fr') => readFileSync(shopPageFile(slug, locale), 'utf8');
/** The Markdown headings (`#`, `##`, …) of a text's body, level by level. */
const headingLevels = (body: string) => [...body.matchAll(/^(#{1,6}) \S/gm)].map((match) => match[1]!.length);
const placeholders = (text: string) => [...text.matchAll(/\{\{\w+\}\}/g)].map((match) => match[0]).sort();

describe('the help pages’ French texts', () => {
  it('are one for every page, and none without a page', () => {
    expect(readdirSync(serverFile('shop-pages', 'texts', 'fr')).sort()).toEqual(SHOP_PAGE_SLUGS.map((slug) => `${slug}.md`).sort());
  });

  it('have the same headings, at the same levels, and the same placeholders as their English twins', () => {
    for (const slug of SHOP_PAGE_SLUGS) {
      const english = parseShopPage(source(slug, 'en'), `${slug}.md`);
      const french = parseShopPage(source(slug, 'fr'), `fr/${slug}.md`);
      expect(headingLevels(french.body), slug).toEqual(headingLevels(english.body));
      expect(headingLevels(french.body).length, slug).toBeGreaterThan(0);
      expect(placeholders(source(slug, 'fr')), slug).toEqual(placeholders(source(slug, 'en')));
    }
  });

  it('are written for a Quebec reader (OQLF): courriel, ’ apostrophes, a no-break space before : and inside « », none before ; ! ?', () => {
    for (const slug of SHOP_PAGE_SLUGS) {
      const { title, description, body } = parseShopPage(source(slug, 'fr'), `fr/${slug}.md`);
      const words = `${title}\n${description}\n${body}`;
      expect(words, slug).not.toMatch(/'/);
      expect(words, slug).not.toMatch(/\b(e-?mail|email)\b/i);
      expect(words, slug).not.toMatch(/[ \u00a0\u202f\n][;!?]|[ \n]:|«[^\u00a0]|[^\u00a0]»/);
      expect(description.length, slug).toBeLessThanOrEqual(160);
    }
    expect(source('contact', 'fr')).toContain('**Courriel\u00a0:**');
  });

  it('link to the French pages, so that a page without JavaScript stays in French', () => {
    for (const slug of SHOP_PAGE_SLUGS) {
      const { html } = renderShopPage(slug, source(slug, 'fr'), 'a@b.c');
      for (const [, href] of html.matchAll(/href="(\/[^"]*)"/g)) expect(href, slug).toMatch(/^\/fr\/help\//);
    }
  });

  it('are what shopPage gives in French, the English ones unchanged', () => {
    expect(shopPage('privacy', 'hello@shop.example', 'fr')).toMatchObject({ slug: 'privacy', title: 'Politique de confidentialité' });
    expect(shopPage('privacy', 'hello@shop.example', 'fr').html).toContain('<h1>Politique de confidentialité</h1>');
    expect(shopPage('privacy', 'hello@shop.example')).toMatchObject({ title: 'Privacy policy' });
    expect(shopPage('privacy', 'hello@shop.example', 'en').html).toContain('<h1>Privacy policy</h1>');
  });
});
