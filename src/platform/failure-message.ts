import { messages } from '#domain/messages.ts';
import { ApiError, messageOf } from './api-client.ts';

/** What to tell the shopper of a failed call: the server's words, the page's own (offline), else a generic line. */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return messageOf(error.data, error.message);
  return error instanceof Error ? error.message : messages.genericError;
}
