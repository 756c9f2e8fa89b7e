import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverProcessArgs } from '#server/process-entry.ts';

// Issue 25, point 8: the first `npm start` on the embedded database (creating the cluster,
// migrating, seeding, drawing the pictures) used to keep 630 MB resident; the cluster is now made
// and the pictures drawn in child processes that exit (docs/decisions/2026-11-26-memory-at-start.md).
const dataDir = await mkdtemp(join(tmpdir(), 'sillage-first-start-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const residentMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

describe('a first start on PGlite', () => {
  it('seeds the catalogue with its pictures and stays within 300 MB resident', async () => {
    const { DATABASE_URL: _database, PUBLIC_URL: _public, ...inherited } = process.env;
    const child = spawn(process.execPath, serverProcessArgs(), {
      env: { ...inherited, NODE_ENV: 'development', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_REQUESTS: 'off' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      // The listening line names the port it was given.
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const found = /listening on (http:\/\/[^"\s]+)/.exec(out);
          if (found) resolve(found[1]!);
        });
        child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
      });
      const products = (await (await fetch(`${url}/api/products/featured`)).json()) as { image: string }[];
      expect(products.length).toBeGreaterThan(0);
      const picture = await fetch(new URL(products[0]!.image, url));
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/webp');
      expect(residentMb(child.pid!)).toBeLessThan(300);
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }, 180_000);
});
