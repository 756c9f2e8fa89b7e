import { defineConfig } from 'vitest/config';

// Two projects: fast pure unit tests beside the code, and API tests that boot the real
// server on a free port against a fresh database (slower, run one file at a time per worker).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['domain/**/*.test.ts', 'src/**/*.test.ts', 'server/**/*.unit.test.ts', 'sw/**/*.test.ts', 'scripts/lint/*.test.ts', 'scripts/perf/*.test.ts', 'scripts/build/*.test.ts'],
          environment: 'node',
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
          // A certificate the fake push service serves with, trusted before the workers start.
          globalSetup: ['server/test-support/push-test-ca.ts'],
        },
      },
    ],
  },
});
