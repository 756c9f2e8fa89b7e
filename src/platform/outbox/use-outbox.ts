import { useLiveQuery } from 'dexie-react-hooks';
import { localDb, type OutboxRow } from '../local-db.ts';
import { storedSession, useSession } from '../session/session.ts';

/**
 * The signed-in user's outbox entries of one kind, live in every tab: the place that queued a
 * write shows it as pending (or refused) until the server has it.
 */
export function useOutboxEntries(kind?: string, filter?: (entry: OutboxRow) => boolean): OutboxRow[] {
  const sessionId = useSession()?.id;
  const rows = useLiveQuery(async () => {
    const userId = storedSession()?.id;
    if (!userId) return [];
    const all = kind ? await localDb.outbox.where('kind').equals(kind).sortBy('seq') : await localDb.outbox.orderBy('seq').toArray();
    return all.filter((row) => row.userId === userId);
  }, [kind, sessionId]);
  const list = rows ?? [];
  return filter ? list.filter(filter) : list;
}
