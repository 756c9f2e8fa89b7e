import pg from 'pg';

/**
 * LISTEN on one connection of its own, opened again whenever it is lost (PostgreSQL restarting,
 * the connection killed, a network cut): node-postgres reconnects nothing by itself. Each time
 * listening (re)starts, `onListen` runs, because notifications sent while it was away are lost.
 */
export async function listenWithReconnect(
  config: pg.ClientConfig,
  channel: string,
  onNotify: (payload: string) => void,
  onListen?: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let attempts = 0;
  const quoted = pg.escapeIdentifier(channel);

  const connect = async (): Promise<void> => {
    const next = new pg.Client(config);
    // An error on an idle connection arrives as an event; without a listener it would stop the process.
    next.on('error', () => {});
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.once('end', () => {
      if (client === next) client = undefined;
      if (!stopped) scheduleReconnect();
    });
    try {
      await next.connect();
      await next.query(`listen ${quoted}`);
    } catch (err) {
      await next.end().catch(() => {});
      throw err;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    attempts = 0;
    onListen?.();
  };

  // 50 ms, doubling, at most 1 s: back within a second of PostgreSQL being back.
  const scheduleReconnect = () => {
    if (retry || stopped) return;
    const delay = Math.min(50 * 2 ** attempts++, 1000);
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch(scheduleReconnect);
    }, delay);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
