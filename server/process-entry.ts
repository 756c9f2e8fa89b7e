import { join } from 'node:path';

/**
 * How to run the server as a process of its own (the cluster, the soak, tests that kill an
 * instance): the one place that knows which file is the server's entry and how Node runs it.
 */
export const repoRoot = join(import.meta.dirname, '..');

export function serverProcessArgs(): string[] {
  return ['--import', 'tsx', join(repoRoot, 'server', 'main.ts')];
}
