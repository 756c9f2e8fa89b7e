import * as m from '#messages';
import { useRouterState } from '@tanstack/react-router';
import { LANGUAGE_TAGS, LOCALES, localizedPath } from '#domain/i18n/locales.ts';
import { locale } from '#src/platform/locale.ts';

// The shop speaks two languages: the link leads to the one this page is not in.
const other = LOCALES.find((each) => each !== locale)!;

/**
 * "Français" on an English page, "English" on a French one (issue 24): the same page, query
 * included, in the other language. A document navigation, not the router's: the other language
 * is another build of the app (vite.config.ts), with its own words.
 */
export function OtherLanguageLink() {
  // The router's own location: its path without the build's /fr.
  const href = useRouterState({ select: (state) => `${localizedPath(other, state.location.pathname)}${state.location.searchStr}` });
  return (
    // Followed, the other page remembers the choice (src/features/languages/remember-language.ts).
    <a href={href} hrefLang={LANGUAGE_TAGS[other]} lang={LANGUAGE_TAGS[other]}>
      {m.other_language()}
    </a>
  );
}
