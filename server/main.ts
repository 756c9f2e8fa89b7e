import { join } from 'node:path';
import { EnvError, parseEnv } from './config/env.ts';
import { isConnectionLoss } from './health/connection-loss.ts';
import { drawApart, drawForParent, DRAW_PICTURES_ARG } from './seed/pictures/draw-apart.ts';
import { repoRoot } from './server-files.ts';
import { startServer } from './start-server.ts';

// Entry point of `npm start`: env checked first, then the database migrated (and seeded with the
// demo catalogue on an empty development database), then the API and the built SPA on one port.

// The PostgreSQL driver runs queries of its own when it (re)connects; if the database goes away
// during one, that rejection has no handler. A lost connection must not stop the process: the
// requests it affected have already been answered (5xx), and the pool reconnects. Anything else
// unhandled is a bug: log it and exit, as Node would.
process.on('unhandledRejection', (reason) => {
  if (isConnectionLoss(reason)) {
    console.error(JSON.stringify({ t: new Date().toISOString(), level: 'warn', msg: 'database connection lost', error: String(reason) }));
    return;
  }
  console.error(reason);
  process.exit(1);
});

async function main() {
  let env;
  try {
    env = parseEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const server = await startServer({
    env,
    distDir: join(repoRoot, 'dist'),
    ssrEntry: join(repoRoot, 'build', 'ssr', 'entry-server.js'),
    drawSeedPictures: drawApart,
  });
  console.log(JSON.stringify({ t: new Date().toISOString(), msg: `Sillage listening on ${server.url}`, db: server.database.kind }));

  // Not ready first (for SHUTDOWN_DRAIN_MS, so a load balancer stops sending), then no new
  // connections, then the requests in flight finish, then the database closes.
  const shutdown = (signal: string) => {
    console.log(JSON.stringify({ t: new Date().toISOString(), msg: `${signal}: finishing in-flight requests` }));
    const force = setTimeout(() => process.exit(1), env.shutdownDrainMs + 10_000);
    force.unref();
    server.close({ drainMs: env.shutdownDrainMs }).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

// The same entry, started by drawApart to draw the demo pictures in a process of its own.
const run = process.argv.includes(DRAW_PICTURES_ARG) ? drawForParent : main;

run().catch((err) => {
  // The database never answered: say so in one line, not with a stack trace.
  if (isConnectionLoss(err)) console.error(`Sillage could not reach its database (${String((err as Error).message ?? err)}); giving up.`);
  else console.error(err);
  process.exit(1);
});
