import { LANGUAGE_COOKIE } from '#domain/i18n/language-choice.ts';
import type { Locale } from '#domain/i18n/locales.ts';

const YEAR_S = 365 * 24 * 3600;

/**
 * Remembers on this device the language the shopper chose (the language link, the offer): a
 * cookie, so that the server sends the home on to it (server/language/chosen-language.ts), also
 * for the app opened from the home screen, and the offer is not made again.
 */
export function rememberLanguage(locale: Locale): void {
  // Not `secure`: it holds no secret.
  document.cookie = `${LANGUAGE_COOKIE}=${locale};path=/;max-age=${YEAR_S};samesite=lax`;
}

/**
 * Remembers the language of a link to the other language when one is followed (the footer's
 * "Français" / "English"). Listened for on the document once the page has settled (the PWA
 * layer), so the first visit's script carries none of it.
 */
export function rememberLanguageLinks(): () => void {
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[hreflang]') : null;
    const chosen = link?.getAttribute('hreflang')?.split('-')[0];
    if (chosen === 'en' || chosen === 'fr') rememberLanguage(chosen);
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
