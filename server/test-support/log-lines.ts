import { vi } from 'vitest';

/**
 * Every line the process writes to stdout and stderr from now until `stop()` (the server under
 * test runs in this process), kept instead of printed: what a log store would receive.
 */
export function captureLogLines(): { lines: string[]; stop(): void } {
  const lines: string[] = [];
  const capture = (chunk: string | Uint8Array) => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    return true;
  };
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(capture as typeof process.stdout.write);
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(capture as typeof process.stderr.write);
  return {
    lines,
    stop() {
      out.mockRestore();
      err.mockRestore();
    },
  };
}

/** The lines logged while `action` runs (and in the turn after, when a request's line is written). */
export async function logLinesOf<T>(action: () => Promise<T>): Promise<{ result: T; lines: string[] }> {
  const capture = captureLogLines();
  try {
    const result = await action();
    await new Promise((resolve) => setImmediate(resolve));
    return { result, lines: capture.lines };
  } finally {
    capture.stop();
  }
}
