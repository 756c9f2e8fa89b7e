import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { catalogueWritten } from '#src/platform/catalogue-writes.ts';
import type { OutboxRow } from '#src/platform/local-db.ts';
import { CATALOGUE_KEY_ROOT } from '#src/platform/query-client.ts';

/**
 * A review this page showed as pending that has since been sent, by this tab or by any other (one
 * tab replays the whole device's outbox), is on the server: the catalogue on screen is read from it
 * again, as review-mutations.ts's entry asks of the tab that sends it, so that the review takes its
 * place in the list instead of vanishing with its pending line.
 *
 * The sending tab also tells the others (platform/outbox/sent-in-another-tab.ts), but a tab hears
 * that only once its own outbox has started, a few seconds after its page settled (later on a busy
 * phone), and never without BroadcastChannel; the device's outbox it always sees. In the sending
 * tab this may ask once more for what is already being read again: a fetch in flight is not
 * joined, as it may have started before the review was saved.
 */
export function useReadAgainWhenSent(entries: OutboxRow[]): void {
  const queryClient = useQueryClient();
  const shownPending = useRef<ReadonlySet<string>>(new Set());
  useEffect(() => {
    const sent = entries.some((entry) => entry.status === 'sent' && shownPending.current.has(entry.id));
    shownPending.current = new Set(entries.filter((entry) => entry.status === 'pending').map((entry) => entry.id));
    if (!sent) return;
    catalogueWritten();
    void queryClient.invalidateQueries({ queryKey: [CATALOGUE_KEY_ROOT] });
  }, [entries, queryClient]);
}
