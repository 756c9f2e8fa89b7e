import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHOP_PAGE_SLUGS } from '#domain/shop-pages.ts';
import { serverFile } from '#server/server-files.ts';
import { parseShopPage, renderShopPage } from './shop-pages.ts';

describe('a shop page from Markdown', () => {
  it('reads its title and description from the front matter and renders the rest', () => {
    const page = renderShopPage(
      'privacy',
      '---\ntitle: Privacy\ndescription: What we keep.\n---\n# Privacy\n\nWrite to {{shopEmail}}.\n',
      'hello@shop.example',
    );
    expect(page).toEqual({
      slug: 'privacy',
      title: 'Privacy',
      description: 'What we keep.',
      html: '<h1>Privacy</h1>\n<p>Write to <a href="mailto:hello@shop.example">hello@shop.example</a>.</p>\n',
    });
  });

  it('shows raw HTML in a text as text, never as markup', () => {
    const { html } = renderShopPage('terms-of-sale', '---\ntitle: T\ndescription: D\n---\n<script>alert(1)</script>\n\nA <b>bold</b> word.\n', 'a@b.c');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&#60;script&#62;');
  });

  it('refuses a text without its front matter', () => {
    expect(() => parseShopPage('# No front matter', 'x.md')).toThrow(/front matter/);
    expect(() => parseShopPage('---\ntitle: Only a title\n---\nBody', 'x.md')).toThrow(/description/);
  });

  it('has a text for every page, and no text without a page', () => {
    // Files only: texts/fr/ holds the French twins (french-shop-pages.unit.test.ts checks them).
    const files = readdirSync(serverFile('shop-pages', 'texts'), { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .sort();
    expect(files).toEqual(SHOP_PAGE_SLUGS.map((slug) => `${slug}.md`).sort());
    for (const slug of SHOP_PAGE_SLUGS) {
      const page = renderShopPage(slug, readFileSync(serverFile('shop-pages', 'texts', `${slug}.md`), 'utf8'), 'a@b.c');
      expect(page.description.length).toBeLessThanOrEqual(160);
    }
  });
});
