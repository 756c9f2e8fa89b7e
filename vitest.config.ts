import { defineConfig } from 'vitest/config';
import { headScripts } from './scripts/build/head-scripts.ts';

// Two projects: fast pure unit tests beside the code, and API tests that boot the real
// server on a free port against a fresh database (slower, run one file at a time per worker).
export default defineConfig({
  test: {
    projects: [
      {
        // The early taps' test runs the head script as the page gets it.
        plugins: [headScripts()],
        test: {
          name: 'unit',
          include: [
            'domain/**/*.test.ts',
            'src/**/*.test.ts',
            'server/**/*.unit.test.ts',
            'sw/**/*.test.ts',
            'scripts/lint/*.test.ts',
            'scripts/perf/*.test.ts',
            'scripts/build/*.test.ts',
          ],
          environment: 'node',
          // Two workers, and each worker's modules kept from file to file (a file's imports cost
          // more than most files' tests: issue 50). A test that replaces a module (vi.mock) reads
          // what it tests again after vi.resetModules(), as the French catalogue's tests do.
          maxWorkers: 2,
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['server/**/*.api.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Four workers on the embedded database: most of an API file's time is spent waiting
          // (timeouts, mail, a slow client), so four beat two on two cores (163-187 s to 143 s).
          // Two on PostgreSQL: four workers' servers and clusters passed its 100 connections
          // ("too many clients already"). Each worker imports the server's modules once rather than
          // once per file: each file starts servers of its own, so nothing a test changes outlives
          // its file but the module cache (issue 50: a file's import cost 1.5 s).
          maxWorkers: process.env.TEST_DATABASE_URL ? 2 : 4,
          isolate: false,
          // A certificate the fake push service serves with, trusted before the workers start.
          // The migrations run once per run, and every test server starts from that database.
          globalSetup: ['server/test-support/push-test-ca.ts', 'server/test-support/migrated-database.ts'],
        },
      },
    ],
  },
});
