import { logLine } from '../messages/message-log.ts';

/**
 * One step of closing an instance, given at most `limitMs`: a step that hangs (a database
 * connection that never answers its end, a listener stuck reconnecting) is logged by name and
 * left behind, so that a SIGTERM still ends the process and the orchestrator is not kept
 * waiting. Its connections go with the process; the log line says where to look.
 */
export async function closingStage(name: string, step: () => Promise<unknown> | void, limitMs = 10_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const started = Date.now();
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), limitMs);
    timer.unref();
  });
  try {
    const outcome = await Promise.race([Promise.resolve().then(step), late]);
    if (outcome === 'late') logLine({ level: 'warn', msg: 'closing: a step did not finish in time; going on without it', step: name, limitMs });
  } catch (err) {
    logLine({
      level: 'warn',
      msg: 'closing: a step failed; going on',
      step: name,
      error: err instanceof Error ? err.message : String(err),
      ms: Date.now() - started,
    });
  } finally {
    clearTimeout(timer);
  }
}
