import { isConnectionLoss } from '#server/health/connection-loss.ts';
import { errorCode } from './error-chain.ts';

/**
 * Runs the first thing a starting server asks of the database (open, migrate) again while the
 * database does not answer (issue: abuse, production start): an instance started before its
 * PostgreSQL, or during a restart, waits for it with a one-line log per try, backing off up to
 * 8 s between tries, for at most `giveUpAfterMs`. Any other error fails at once.
 */
export async function waitForDatabase<T>(
  attempt: () => Promise<T>,
  { giveUpAfterMs, log = (line) => console.error(line) }: { giveUpAfterMs: number; log?: (line: string) => void },
): Promise<T> {
  const started = Date.now();
  for (let delay = 500; ; delay = Math.min(delay * 2, 8000)) {
    try {
      return await attempt();
    } catch (error) {
      if (!isConnectionLoss(error) || Date.now() - started + delay > giveUpAfterMs) throw error;
      log(JSON.stringify({ t: new Date().toISOString(), level: 'warn', msg: `database not answering (${codeOf(error)}), trying again in ${delay} ms` }));
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

const codeOf = (error: unknown): string => errorCode(error) ?? 'no answer';
