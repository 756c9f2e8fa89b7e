import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * postinstall: patches the PostgreSQL driver (postgres / postgres-js 3.4.9, the latest release)
 * so that a server survives its database connections being cut, as when PostgreSQL restarts.
 * `npm run soak` hit each of these on PostgreSQL restarts:
 *
 * 1. A small write is flushed from a setImmediate; if the connection closed in between,
 *    `nextWrite` calls `socket.write` on null and the TypeError, thrown from the immediate, is
 *    uncatchable: the whole process exits (porsager/postgres#1154, #1208; fixes proposed in
 *    #1168, #1176, #1209, none released). Reproduced by database-outage.api.test.ts.
 * 2. Teardown cancels that immediate without forgetting it, so a reconnected connection never
 *    flushes again: its queries hang ("poisoned" pool).
 * 3. A FATAL error that arrives while a query runs ("terminating connection due to administrator
 *    command") is kept until the next ReadyForQuery, which is the reconnected connection's
 *    first one: the first query after the reconnect fails with that old error, seconds after
 *    the database is back. Reproduced by database-outage.api.test.ts.
 *
 * The patch: `nextWrite` with no socket drops the buffered bytes and fails the connection's
 * queries with CONNECTION_CLOSED (catchable, the client retries); teardown forgets the cancelled
 * immediate, its bytes and any error kept for the closed connection. Idempotent; fails loudly if
 * the driver's code changed, so whoever upgrades it checks whether upstream fixed these and then
 * deletes this script and its postinstall.
 */

const MARK = '/* sillage patch v2: closed connections (porsager/postgres#1154) */';
const root = resolve(import.meta.dirname, '..', '..', 'node_modules', 'postgres');
const files = ['src/connection.js', 'cjs/src/connection.js', 'cf/src/connection.js'];

const unguardedWrite = '  function nextWrite(fn) {\n    const x = socket.write(chunk, fn)\n';
const guardedWrite = `  function nextWrite(fn) {
    ${MARK}
    if (socket === null) {
      nextWriteTimer !== null && clearImmediate(nextWriteTimer)
      chunk = nextWriteTimer = null
      error(Errors.connection('CONNECTION_CLOSED', options))
      return false
    }
    const x = socket.write(chunk, fn)
`;
const teardown = '\n    clearImmediate(nextWriteTimer)\n';
const teardownForgetting = '\n    clearImmediate(nextWriteTimer)\n    chunk = nextWriteTimer = null\n    errorResponse = null\n';

let version: string;
try {
  version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
} catch {
  console.log('postgres-next-write: the postgres package is not installed; nothing to patch');
  process.exit(0);
}

for (const file of files) {
  const path = join(root, file);
  const source = readFileSync(path, 'utf8');
  if (source.includes(MARK)) continue;
  const teardowns = source.split(teardown).length - 1;
  if (!source.includes(unguardedWrite) || teardowns !== 2) {
    console.error(
      `postgres-next-write: postgres ${version} ${file} is not the code this patch fixes.\n` +
        'Check whether porsager/postgres#1154 (and the stale error on reconnect) is fixed upstream; if so, delete scripts/patches/postgres-next-write.ts and its postinstall.',
    );
    process.exit(1);
  }
  writeFileSync(path, source.replace(unguardedWrite, guardedWrite).replaceAll(teardown, teardownForgetting));
}
console.log(`postgres-next-write: postgres ${version} patched (survives connections cut by the database)`);
