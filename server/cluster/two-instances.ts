import { startTestServer, type TestServer, type TestServerOptions } from '#server/test-support/test-server.ts';

/** Several instances share state only through PostgreSQL; PGlite is one process. */
export const postgresUrl = process.env.TEST_DATABASE_URL || undefined;
export const skipReason = 'PostgreSQL only: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run';

/**
 * Instance A on a fresh database and instance B attached to the same database: two processes'
 * worth of server (separate pools, caches and listeners) as behind a load balancer.
 */
export async function startTwoInstances(
  overrides: Record<string, string> = {},
  options: { a?: TestServerOptions; b?: Omit<TestServerOptions, 'attachTo'> } = {},
): Promise<{ a: TestServer; b: TestServer; close(): Promise<void> }> {
  const a = await startTestServer(overrides, options.a);
  const b = await startTestServer(overrides, { ...options.b, attachTo: a });
  return {
    a,
    b,
    async close() {
      await b.close();
      await a.close();
    },
  };
}
