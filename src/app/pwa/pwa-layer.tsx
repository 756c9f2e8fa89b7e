import { useEffect } from 'react';
import { useAccountFollowsChosenLanguage } from '#src/features/languages/account-language.ts';
import { LanguageOffer } from '#src/features/languages/language-offer.tsx';
import { rememberIfChosenHere } from '#src/features/languages/remember-language.ts';
import { useSession } from '#src/platform/session/session.ts';
import { OfflineIndicator } from './offline-indicator.tsx';
import { OfflineReadyNote } from './offline-ready-note.tsx';
import { UpdatePrompt } from './update-prompt.tsx';
import * as styles from './pwa-layer.css.ts';

/** The offline note and the update prompt, above every page; a sign-in resumes the outbox. */
export function PwaLayer() {
  const userId = useSession()?.id;
  // Before the account's language is compared with the choice (effects run in this order).
  useEffect(rememberIfChosenHere, []);
  useAccountFollowsChosenLanguage();
  useEffect(() => {
    // After "sign in again", the queue that waited for this person goes out.
    // (The outbox's code comes with the device database, once the page has loaded: issue performance.)
    if (userId) void import('#src/platform/outbox/replay-outbox.ts').then((m) => m.requestReplay());
  }, [userId]);
  // `data-pwa-layer`: the layer is in the page, and with it whatever it shows from its first render
  // (the language offer decides then). Never rendered on the server (lazyPart), so it says the
  // layer has mounted in the browser: the e2e waits for it before saying the offer did not come.
  return (
    <div className={styles.dock} data-pwa-layer="">
      <OfflineIndicator />
      <OfflineReadyNote />
      <UpdatePrompt />
      <LanguageOffer />
    </div>
  );
}
