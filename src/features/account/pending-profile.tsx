import * as m from '#messages';
import { messages } from '#domain/messages.ts';
import type { ProfileInput } from '#domain/schemas/profile.ts';
import { dismissOutboxEntry } from '#src/platform/outbox/outbox-store.ts';
import { useOutboxEntries } from '#src/platform/outbox/use-outbox.ts';
import { Notice } from '#src/ui/notice.tsx';
import * as styles from './account.css.ts';

/** Profile changes made offline, shown where they were made until the server has them (DESIGN §4). */
export function PendingProfile() {
  const entries = useOutboxEntries('profile', (entry) => entry.status !== 'sent');
  if (entries.length === 0) return null;
  return (
    <div className={styles.pendingChanges}>
      {entries.map((entry) => {
        const change = entry.body as ProfileInput;
        return entry.status === 'failed' ? (
          <Notice key={entry.id} tone="danger">
            {messages.outboxRefused(m.account_profile_change(), entry.error ?? messages.genericError)}{' '}
            <button type="button" className={styles.inlineAction} onClick={() => void dismissOutboxEntry(entry.id)}>
              {m.account_dismiss()}
            </button>
          </Notice>
        ) : (
          <Notice key={entry.id} tone="warning">
            <strong>{m.account_pending()}</strong> {messages.profilePending} ({change.name}, {change.email})
          </Notice>
        );
      })}
    </div>
  );
}
