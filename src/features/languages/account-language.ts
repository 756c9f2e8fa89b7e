import { useEffect } from 'react';
import type { SessionResponse } from '#domain/schemas/user.ts';
import { api, newIdempotencyKey } from '#src/platform/api-client.ts';
import { locale } from '#src/platform/locale.ts';
import { saveSession, useSession } from '#src/platform/session/session.ts';
import { chosenLanguage } from './chosen-language.ts';

/**
 * The account speaks the language chosen on this device (issue 24, point 5): mail and push go
 * out in the account's language, so a signed-in shopper who chose this page's language (the
 * link, the offer) has the account follow. A page in the other language opened from a link,
 * without a choice, changes nothing. Offline or refused, it is tried again on the next page.
 */
export function useAccountFollowsChosenLanguage(): void {
  const user = useSession();
  const accountLanguage = user?.language;
  const name = user?.name;
  const email = user?.email;
  useEffect(() => {
    if (name === undefined || email === undefined || accountLanguage === locale || chosenLanguage() !== locale) return;
    // The profile's update names the account's name and email (unchanged: no password asked).
    api
      .put<SessionResponse>('/api/users/profile', { name, email, language: locale }, { idempotencyKey: newIdempotencyKey() })
      .then(saveSession)
      .catch(() => undefined);
  }, [name, email, accountLanguage]);
}
