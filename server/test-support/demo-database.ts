// The seeded demo database with every picture's smaller copies already made, for the browser
// tests and the performance budget (issue 50): seeding draws the demo pictures and warming encodes
// their copies, about a minute on two cores, the same minute for every run of the same code. It is
// made once, kept as a dump of the embedded database in the machine's cache folder (as npm keeps
// its packages: SILLAGE_CACHE_DIR, else $XDG_CACHE_HOME/sillage or ~/.cache/sillage), and each
// server starts from it. Its name is a hash of everything that shapes it (the migrations, the
// seed, the picture code, the versions of PGlite and sharp), so a change to any of them makes a
// new one. Kept outside the checkout, it serves every clone on the machine: CI's clean clones
// paid the minute on every run when it lived in node_modules/.cache.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { IMAGE_FORMATS } from '#domain/image-variants.ts';
import { parseEnv } from '#server/config/env.ts';
import { repoRoot } from '#server/server-files.ts';
import { startServer } from '#server/start-server.ts';
import { warmCataloguePictures } from './warm-pictures.ts';

// What the dump is made of: a change to any of these files makes another dump.
const SHAPED_BY = [
  'server/db/migrations',
  'server/seed',
  'server/uploads',
  'server/pictures',
  'domain/image-variants.ts',
  'server/test-support/demo-database.ts',
  'server/test-support/warm-pictures.ts',
  'node_modules/@electric-sql/pglite/package.json',
  'node_modules/sharp/package.json',
];

function filesUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => filesUnder(join(path, entry.name)));
}

function shapeHash(): string {
  const hash = createHash('sha256');
  for (const file of SHAPED_BY.flatMap((path) => filesUnder(join(repoRoot, path)))) {
    hash.update(relative(repoRoot, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

const KEPT_DUMPS = 3;

/** Seeds a database, has every picture copy made, and returns the database as a dump. */
async function makeDemoDatabase(): Promise<Blob> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sillage-demo-'));
  const env = parseEnv({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    JWT_SECRET: 'demo-database-secret-long-enough-for-hs256',
    LOG_REQUESTS: 'off',
    SEED_DEMO_DATA: 'on',
  });
  const server = await startServer({ env, database: { inMemory: true } });
  try {
    await warmCataloguePictures(server.url, IMAGE_FORMATS);
    return await server.database.dump!();
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The seeded, warmed demo database as a dump for `startServer({ database: { fromDump } })`. */
export async function demoDatabaseDump(): Promise<Blob> {
  const folder = process.env.SILLAGE_CACHE_DIR ?? join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'sillage');
  const file = join(folder, `demo-database-${shapeHash()}.tar`);
  if (!existsSync(file)) {
    const dump = await makeDemoDatabase();
    mkdirSync(folder, { recursive: true });
    // Written aside and renamed: a process reading it never sees half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    // Older dumps: kept for the few newest shapes (another branch or clone may use one), no more.
    const dumps = readdirSync(folder)
      .filter((name) => name.startsWith('demo-database-') && name.endsWith('.tar'))
      .map((name) => join(folder, name))
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
    for (const old of dumps.slice(KEPT_DUMPS)) rmSync(old, { force: true });
    return dump;
  }
  return new Blob([readFileSync(file)]);
}
