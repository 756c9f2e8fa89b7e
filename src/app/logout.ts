// Logging out (spec §4, DESIGN §4): the next person on a shared device sees nothing of this
// shopper: no session, no cached user data, no cart, address or payment method, no queued writes,
// no saved scents (nor their kept pictures; the account keeps the list).
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { messages } from '#domain/messages.ts';
import { clearCart } from '#src/features/cart/cart-store.ts';
import { clearSaved } from '#src/features/saved/saved-store.ts';
import { forgetMerge } from '#src/features/saved/saved-sync.ts';
import { api, newIdempotencyKey } from '#src/platform/api-client.ts';
import { clearOutboxOf } from '#src/platform/outbox/outbox-store.ts';
import { clearCachedUserData } from './pwa/clear-cached-user-data.ts';
import { PERSISTED_QUERY_CACHE_KEY, queryPersister } from '#src/platform/query-persistence.ts';
import { clearSession, storedSession } from '#src/platform/session/session.ts';

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  /** `farewell`: what the toast says (an account just deleted says so, not "logged out"). */
  return useCallback(
    async (farewell: string = messages.loggedOut) => {
      const user = storedSession();
      // This device's notifications were this shopper's (issue 23): while the token still works.
      await import('#src/platform/push/device-push.ts').then((push) => push.forgetThisDevice(user?.token ?? null)).catch(() => undefined);
      try {
        // Revokes the token on the server; offline or already expired, signing out here still counts.
        await api.post('/api/users/logout', undefined, { idempotencyKey: newIdempotencyKey(), timeoutMs: 5000 });
      } catch {
        /* ignored on purpose: the device is cleared either way */
      }
      clearSession();
      queryClient.clear();
      await queryPersister.removeClient();
      localStorage.removeItem(PERSISTED_QUERY_CACHE_KEY);
      forgetMerge();
      await Promise.all([clearCart(), clearSaved(), user ? clearOutboxOf(user.id) : Promise.resolve(), clearCachedUserData().catch(() => undefined)]);
      toast.success(farewell);
      await navigate({ to: '/' });
    },
    [queryClient, navigate],
  );
}
