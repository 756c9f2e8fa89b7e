import type { ClientError } from '#domain/schemas/client-error.ts';
import { api } from './api-client.ts';

const reported = new Set<string>();

/**
 * Tells the server, once per page load and kind, that this page had to recover from an error of
 * its own (issue 26: React rendered a page again on the device after a hydration error), so a page
 * that breaks for shoppers shows in the server's log. A report that cannot be sent is dropped.
 */
export function reportClientError(kind: ClientError['kind'], error: unknown): void {
  if (reported.has(kind)) return;
  reported.add(kind);
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  void api.post('/api/client-errors', { kind, message, page: location.pathname.slice(0, 300) }).catch(() => undefined);
}
