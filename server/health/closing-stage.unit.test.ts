import { afterEach, expect, it, vi } from 'vitest';
import { closingStage } from './closing-stage.ts';

const written: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  written.length = 0;
});
function captureLog() {
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    written.push(String(chunk));
    return true;
  });
}

it('goes on after a step that never finishes, and logs which step it left behind', async () => {
  captureLog();
  const started = Date.now();
  await closingStage('database', () => new Promise(() => {}), 50);
  expect(Date.now() - started).toBeLessThan(1_000);
  expect(written.map((line) => JSON.parse(line))).toMatchObject([{ level: 'warn', step: 'database', limitMs: 50 }]);
});

it('goes on after a step that fails, with its error in one line', async () => {
  captureLog();
  await closingStage('messages', async () => {
    throw new Error('connection reset');
  });
  expect(written.map((line) => JSON.parse(line))).toMatchObject([{ level: 'warn', step: 'messages', error: 'connection reset' }]);
});

it('says nothing of a step that finishes in time', async () => {
  captureLog();
  let done = false;
  await closingStage('catalogue cache', async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    done = true;
  });
  expect(done).toBe(true);
  expect(written).toEqual([]);
});
