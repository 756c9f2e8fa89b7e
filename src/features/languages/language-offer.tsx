import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { language_offer as offerEn, language_offer_dismiss as dismissEn, language_offer_switch as switchEn } from '#domain/i18n/compiled/en/index.js';
import { language_offer as offerFr, language_offer_dismiss as dismissFr, language_offer_switch as switchFr } from '#domain/i18n/compiled/fr/index.js';
import { LANGUAGE_TAGS, localizedPath, type Locale } from '#domain/i18n/locales.ts';
import { locale } from '#src/platform/locale.ts';
import { chosenLanguage } from './chosen-language.ts';
import { rememberLanguage } from './remember-language.ts';
import * as styles from './language-offer.css.ts';

const other: Locale = locale === 'fr' ? 'en' : 'fr';
// The offer is made in the language it offers: French words on an English page. Named one by one:
// a whole catalogue chosen at run time would be bundled whole.
const words = other === 'fr' ? { offer: offerFr, switchTo: switchFr, dismiss: dismissFr } : { offer: offerEn, switchTo: switchEn, dismiss: dismissEn };

/** Whether the browser's first language is the other one, and no language was chosen here yet. */
function offerWanted(): boolean {
  const first = navigator.languages?.[0] ?? navigator.language;
  return chosenLanguage() === undefined && first?.toLowerCase().split('-')[0] === other;
}

/**
 * Issue 24, point 5: a first visit whose browser prefers French is offered French in one line,
 * never sent there (a crawler neither). Taking it or saying no thanks is remembered on the device.
 */
export function LanguageOffer() {
  const [wanted, setWanted] = useState(offerWanted);
  const href = useRouterState({ select: (state) => `${localizedPath(other, state.location.pathname)}${state.location.searchStr}` });
  if (!wanted) return null;
  return (
    <p className={styles.offer} lang={LANGUAGE_TAGS[other]}>
      <span>{words.offer()}</span>{' '}
      <a href={href} hrefLang={LANGUAGE_TAGS[other]} onClick={() => rememberLanguage(other)}>
        {words.switchTo()}
      </a>
      <button
        type="button"
        className={styles.dismiss}
        onClick={() => {
          rememberLanguage(locale);
          setWanted(false);
        }}
      >
        {words.dismiss()}
      </button>
    </p>
  );
}
