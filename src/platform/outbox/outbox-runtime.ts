// Wires the outbox into the running app: what happens when a queued write is sent or refused,
// and when replays are tried (DESIGN §4: on `online`, on focus, on app start and when the
// service worker says so; never relying on Background Sync alone).
import * as m from '#messages';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { messages } from '#domain/messages.ts';
import type { SessionUser } from '#domain/schemas/user.ts';
import { catalogueWritten, changesCatalogue } from '../catalogue-writes.ts';
import { saveSession, storedSession } from '../session/session.ts';
import { pruneOutbox } from './outbox-store.ts';
import { requestReplay, setOutboxHooks } from './replay-outbox.ts';
import { onSentInAnotherTab, tellOtherTabs } from './sent-in-another-tab.ts';

// A pass with no answer is tried again after 2 s, then twice as long each time, up to 5 min. The
// first try on `online` often races the line: the event can come before requests get through (under
// DevTools' emulation the worker's network comes back a moment after the page's). At 10 s a
// shopper back online saw their changes still pending for 10 s (offline-outbox.spec, red in CI).
const FIRST_RETRY_MS = 2_000;
const LAST_RETRY_MS = 5 * 60_000;

type OutboxRuntime = { queryClient: QueryClient; signIn: () => void };

function isSessionPayload(value: unknown, userId: string): value is { user: SessionUser } {
  const user = (value as { user?: Partial<SessionUser> } | null)?.user;
  return typeof user?.token === 'string' && user.id === userId;
}

export function startOutbox({ queryClient, signIn }: OutboxRuntime): () => void {
  let retryDelay = FIRST_RETRY_MS;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let toldSignInFor: string | null = null;

  // What a sent write changed is read again, here and in the device's other tabs.
  const refetchWritten = (invalidate: ReadonlyArray<readonly unknown[]>) => {
    if (changesCatalogue(invalidate)) catalogueWritten();
    for (const queryKey of invalidate) void queryClient.invalidateQueries({ queryKey });
  };
  const stopHearing = onSentInAnotherTab(refetchWritten);

  setOutboxHooks({
    sent: async (entry, response) => {
      retryDelay = FIRST_RETRY_MS;
      if (entry.refreshesSession && isSessionPayload(response, entry.userId)) saveSession(response);
      refetchWritten(entry.invalidate ?? []);
      tellOtherTabs(entry.invalidate ?? []);
      if (entry.sentMessage) toast.success(entry.sentMessage);
    },
    refused: (entry, reason) => {
      toast.error(messages.outboxRefused(entry.label ?? m.platform_change_made_offline(), reason), { duration: 10_000 });
    },
    signInNeeded: () => {
      // Once per stale token: focus and online events must not repeat the same toast.
      const token = storedSession()?.token ?? '';
      if (toldSignInFor === token) return;
      toldSignInFor = token;
      toast.error(messages.outboxSignIn, { duration: 10_000, action: { label: m.platform_sign_in(), onClick: signIn } });
    },
    stalled: () => {
      clearTimeout(retryTimer);
      retryTimer = setTimeout(requestReplay, retryDelay);
      retryDelay = Math.min(retryDelay * 2, LAST_RETRY_MS);
    },
  });

  const onVisible = () => {
    if (document.visibilityState === 'visible') requestReplay();
  };
  const onOnline = () => {
    retryDelay = FIRST_RETRY_MS;
    requestReplay();
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('focus', requestReplay);
  document.addEventListener('visibilitychange', onVisible);

  void pruneOutbox().catch(() => undefined);
  requestReplay();

  return () => {
    stopHearing();
    clearTimeout(retryTimer);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('focus', requestReplay);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
