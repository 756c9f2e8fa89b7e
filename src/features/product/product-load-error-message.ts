import { messages } from '#domain/messages.ts';
import { ApiError } from '#src/platform/api-client.ts';

/** spec §8: the server's message when it sent one, else 'Error loading product details'. */
export function productLoadErrorMessage(error: unknown): string {
  if (error instanceof ApiError && typeof error.status === 'number') {
    const data = error.data as { message?: unknown } | null | undefined;
    if (data && typeof data.message === 'string' && data.message.trim()) return data.message;
  }
  return messages.productLoadError;
}
