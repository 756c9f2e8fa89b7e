import type { Haproxy } from '../cluster/haproxy.ts';
import type { Instance } from '../cluster/instances.ts';
import { restartPostgres } from './postgres-control.ts';

/**
 * The faults the soak injects, each with its window: from the moment it starts until everything
 * is ready again, plus a short grace for requests that were already on their way. A 5xx inside a
 * window is expected (and must be retried to success); outside every window it is a failure.
 */

export type FaultWindow = { name: string; start: number; end: number; recoveredAfterMs: number };

const GRACE_MS = 2_000;
// Generous: on a busy machine a Node process can take a minute or more to start.
const RECOVERY_TIMEOUT_MS = 240_000;

export type FaultDeps = { instances: Instance[]; proxy: Haproxy; now: () => number; restartPostgres: boolean };

async function allReady(deps: FaultDeps) {
  await Promise.all(deps.instances.map((i) => i.waitReady(RECOVERY_TIMEOUT_MS)));
  // Until HAProxy's health checks pass, an instance gets no traffic: count that as recovery time.
  await deps.proxy.waitUntilAllUp(RECOVERY_TIMEOUT_MS);
}

/** SIGKILL one instance (no goodbye, requests cut mid-way), start it again after `downMs`. */
export async function killInstance(deps: FaultDeps, instance: Instance, downMs = 3_000): Promise<FaultWindow> {
  const start = deps.now();
  await instance.stop('SIGKILL');
  await new Promise((r) => setTimeout(r, downMs));
  instance.start();
  await allReady(deps);
  const ready = deps.now();
  return { name: `SIGKILL ${instance.name}, restarted after ${downMs / 1000} s`, start, end: ready + GRACE_MS, recoveredAfterMs: ready - start };
}

/** Restart PostgreSQL: every connection of every instance is cut, the database is away a moment. */
export async function restartDatabase(deps: FaultDeps): Promise<FaultWindow> {
  const start = deps.now();
  await restartPostgres();
  await allReady(deps);
  const ready = deps.now();
  return { name: 'PostgreSQL restart (pg_ctlcluster restart)', start, end: ready + GRACE_MS, recoveredAfterMs: ready - start };
}

export const inWindow = (windows: FaultWindow[], start: number, end: number) => windows.some((w) => end >= w.start && start <= w.end);

/**
 * The schedule over a run of `seconds`: kill an instance at 1/6, restart PostgreSQL at 4/9, kill
 * another instance at 13/18, each while the traffic goes on. A fault that does not recover
 * throws; its window stays open to the end of the run.
 */
export async function runFaults(deps: FaultDeps, seconds: number, running: () => boolean, windows: FaultWindow[]) {
  const plan: { at: number; name: string; fault: () => Promise<FaultWindow> }[] = [
    { at: seconds / 6, name: 'kill', fault: () => killInstance(deps, deps.instances[1]!) },
    ...(deps.restartPostgres ? [{ at: (seconds * 4) / 9, name: 'PostgreSQL restart', fault: () => restartDatabase(deps) }] : []),
    { at: (seconds * 13) / 18, name: 'kill', fault: () => killInstance(deps, deps.instances[2] ?? deps.instances[0]!) },
  ];
  for (const step of plan) {
    while (running() && deps.now() < step.at * 1000) await new Promise((r) => setTimeout(r, 100));
    if (!running()) return;
    const start = deps.now();
    try {
      windows.push(await step.fault());
    } catch (err) {
      windows.push({ name: `${step.name} (did not recover: ${String(err)})`, start, end: Number.POSITIVE_INFINITY, recoveredAfterMs: Number.NaN });
      throw err;
    }
  }
}
