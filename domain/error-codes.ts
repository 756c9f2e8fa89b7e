// Machine-readable codes the API adds to a JSON error body (`{ message, code }`) where the app
// acts on a refusal rather than only showing it. The message is for people and may be reworded;
// the code is the contract. The server sends these and the app reacts to them: both import them.

export const ERROR_CODES = {
  /**
   * 409: a request with this Idempotency-Key is still being processed (another instance is
   * running the first copy). Retrying shortly is safe; the outbox keeps the entry for later.
   */
  idempotencyKeyInProgress: 'idempotency-key-in-progress',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** The `code` of an error body, or undefined when it carries none. */
export function errorCodeOf(body: unknown): string | undefined {
  const code = (body as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}
