import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { accountCpu, waitForQuietMachine } from './quiet-machine.ts';

describe('waiting for a quiet machine before a Lighthouse run', () => {
  it('gives up within its bound on a busy machine and names the process that kept the CPU', async () => {
    // A process that spins: one core of two busy, whatever else runs.
    const spinner = spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' });
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const started = Date.now();
      const result = await waitForQuietMachine({ maxBusyShare: 0.05, windowMs: 500, maxWaitMs: 1000 });
      expect(result.quiet).toBe(false);
      expect(Date.now() - started).toBeLessThan(3000);
      expect(result.busyShare).toBeGreaterThan(0.05);
      expect(result.busiest.some((line) => line.startsWith(`${spinner.pid} `))).toBe(true);
    } finally {
      spinner.kill();
    }
  });

  it('does not wait when the machine is as quiet as asked', async () => {
    const result = await waitForQuietMachine({ maxBusyShare: 1, windowMs: 200, maxWaitMs: 60_000 });
    expect(result).toMatchObject({ quiet: true, busiest: [] });
    expect(result.waitedMs).toBeLessThan(1000);
  });

  it('names a process that took the CPU during a measurement, unless it is the measurement\'s own', async () => {
    const spinner = spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' });
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const foreign = accountCpu(() => false);
      const own = accountCpu((name) => name.startsWith(`${spinner.pid} `));
      await new Promise((resolve) => setTimeout(resolve, 600));
      const seenForeign = foreign();
      const seenOwn = own();
      expect(seenForeign.others.some((line) => line.startsWith(`${spinner.pid} `))).toBe(true);
      expect(seenOwn.others.some((line) => line.startsWith(`${spinner.pid} `))).toBe(false);
      // Steal cannot be made here; it is read as a share of the cores' time.
      expect(seenForeign.stealShare).toBeGreaterThanOrEqual(0);
      expect(seenForeign.stealShare).toBeLessThanOrEqual(1);
    } finally {
      spinner.kill();
    }
  });
});
