// The built app served from a process of its own, for Lighthouse's measurements (the budget,
// bench:web, perf:tasks): served from the process that runs Lighthouse, every request of the page
// waited while that one event loop parsed Lighthouse's stream of trace and network events, which
// a shopper's server never does. Measured alternately on the same build, the catalogue read a
// median of 90 served in-process against 97 served apart (docs/decisions/2026-11-28-budget-server-apart.md).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { root, type ServedApp } from './serve-built-app.ts';

const READY = 'sillage-perf-server ';

/** Starts serve-built-app.ts in a child process and resolves once it answers (about a minute: it seeds a fresh database). */
export function serveBuiltAppApart(): Promise<ServedApp> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'perf', 'serve-built-app-process.ts'), '--child'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env,
  });
  // However this process ends, the app's ends with it.
  const orphanGuard = () => child.kill('SIGTERM');
  process.once('exit', orphanGuard);
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the app's process ended (exit code ${code}) before it answered`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!line.startsWith(READY)) return void console.log(line);
      const served = JSON.parse(line.slice(READY.length)) as Omit<ServedApp, 'close'>;
      child.removeAllListeners('exit');
      resolve({
        ...served,
        close: () =>
          new Promise<void>((done) => {
            process.removeListener('exit', orphanGuard);
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

// In the child: serve, say where, and close cleanly when told to.
if (process.argv.includes('--child')) {
  const { serveBuiltApp } = await import('./serve-built-app.ts');
  const app = await serveBuiltApp();
  console.log(`${READY}${JSON.stringify({ url: app.url, distDir: app.distDir, productId: app.productId })}`);
  const stop = () => void app.close().finally(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  // A parent killed outright cannot say so: its child notices it has been handed to another.
  const parent = process.ppid;
  setInterval(() => process.ppid !== parent && stop(), 2000).unref();
}
