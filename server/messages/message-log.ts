/** One JSON line on stdout, as the request log writes them (http/request-log.ts). */
export function logLine(fields: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify({ t: new Date().toISOString(), ...fields })}\n`);
}
