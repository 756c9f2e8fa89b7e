// Which of a scent's texts a page shows (issue 24): a French page shows the French description
// when there is one; until an admin writes it, the English one, marked as English (lang="en") so
// that a screen reader reads it with the right voice and a browser offers to translate it. English
// pages show the English text as they always did. Every answer of the API carries both languages
// (cached answers never vary by Accept-Language), so the choice is made here, on the page.
import type { Locale } from './i18n/locales.ts';
import type { Product } from './schemas/product.ts';

export type ShownText = { text: string; lang?: 'en' };

/** The description a page in `locale` shows. Answers cached before French existed lack the field. */
export function shownDescription(product: Pick<Product, 'description' | 'descriptionFr'>, locale: Locale): ShownText {
  if (locale === 'en') return { text: product.description };
  const french = (product.descriptionFr as string | undefined) ?? '';
  return french.trim() !== '' ? { text: french } : { text: product.description, lang: 'en' };
}
