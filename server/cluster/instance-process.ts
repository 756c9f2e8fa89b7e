import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverProcessArgs } from '#server/process-entry.ts';
import { TEST_JWT_SECRET } from '#server/test-support/test-server.ts';

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export type InstanceProcess = { url: string; child: ChildProcess; stop(): Promise<void> };

/**
 * server/main.ts as a process of its own on `databaseUrl` (migrating it if needed), for what an
 * in-process server cannot show: being killed, or crashing.
 */
export async function startInstanceProcess(databaseUrl: string, env: Record<string, string> = {}): Promise<InstanceProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sillage-instance-'));
  const port = await freePort();
  const child = spawn(process.execPath, serverProcessArgs(), {
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: TEST_JWT_SECRET,
      SEED_DEMO_DATA: 'off',
      MAX_UNPAID_UNITS: '9999999',
      MAX_UNPAID_UNITS_NEW_ACCOUNT: '9999999',
      MAX_UNPAID_UNITS_PER_ADDRESS: '9999999',
      MAX_HELD_SHARE_PERCENT: '100',
      LOG_REQUESTS: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  // A busy machine can take a while to start a Node process with tsx.
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ready = await fetch(`${url}/api/health/ready`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) return { url, child, stop };
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop();
      throw new Error('instance process did not start');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
