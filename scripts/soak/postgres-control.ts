import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { promisify } from 'node:util';
import postgres from 'postgres';

/** The local PostgreSQL the soak runs on: a database per run, and the one restart it injects. */

const run = promisify(execFile);

export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(`create database "${name}"`);
  } finally {
    await sql.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(adminUrl: string, name: string) {
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    await sql.unsafe(`drop database if exists "${name}" with (force)`);
  } finally {
    await sql.end();
  }
}

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
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {}, connect_timeout: 3 });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 }).catch(() => {});
  }
}

/** Leaves PostgreSQL running whatever happened during the run (even a failed restart). */
export async function ensurePostgresRunning(adminUrl: string) {
  if (await answers(adminUrl)) return;
  await run('pg_ctlcluster', ['--skip-systemctl-redirect', clusterVersion(), 'main', 'start'], { timeout: 120_000 }).catch(() => {});
  for (let i = 0; i < 60 && !(await answers(adminUrl)); i++) await new Promise((r) => setTimeout(r, 500));
}
