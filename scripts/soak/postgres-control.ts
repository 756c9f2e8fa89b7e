import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { promisify } from 'node:util';
import { adminQuery } from '../../server/test-support/postgres-admin.ts';

/** The local PostgreSQL the soak runs on: a database per run, and the one restart it injects. */

const run = promisify(execFile);

export { createDatabase, dropDatabase } from '../../server/test-support/postgres-admin.ts';

/** The Debian cluster on this machine (`/etc/postgresql/<version>/main`). */
function clusterVersion(): string {
  const versions = readdirSync('/etc/postgresql');
  if (versions.length !== 1) throw new Error(`expected one PostgreSQL version in /etc/postgresql, found: ${versions.join(', ')}`);
  return versions[0]!;
}

/** `pg_ctlcluster … restart`: a fast shutdown (every connection is cut), then a start. */
export async function restartPostgres() {
  await run('pg_ctlcluster', ['--skip-systemctl-redirect', clusterVersion(), 'main', 'restart'], { timeout: 120_000 });
}

export async function answers(adminUrl: string): Promise<boolean> {
  return adminQuery(adminUrl, 'select 1').then(
    () => true,
    () => false,
  );
}

/** Leaves PostgreSQL running whatever happened during the run (even a failed restart). */
export async function ensurePostgresRunning(adminUrl: string) {
  if (await answers(adminUrl)) return;
  await run('pg_ctlcluster', ['--skip-systemctl-redirect', clusterVersion(), 'main', 'start'], { timeout: 120_000 }).catch(() => {});
  for (let i = 0; i < 60 && !(await answers(adminUrl)); i++) await new Promise((r) => setTimeout(r, 500));
}
