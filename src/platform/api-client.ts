import * as m from '#messages';
import { errorCodeOf } from '#domain/error-codes.ts';
import { languageTag } from './locale.ts';
import { currentSession } from './session/session.ts';

/**
 * The one way the SPA talks to the API (DESIGN §7 rule 2). Failures come back as ApiError with
 * the spec §8 kinds: FETCH_ERROR (network), TIMEOUT_ERROR, PARSING_ERROR (with the original status
 * and raw text), or the HTTP status with the response data.
 */
export type ApiErrorStatus = number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR';

export class ApiError extends Error {
  constructor(
    readonly status: ApiErrorStatus,
    message: string,
    readonly data: unknown = undefined,
    readonly originalStatus?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  /** True when the request never got an answer: worth queueing or retrying later. */
  get isNetwork() {
    return this.status === 'FETCH_ERROR' || this.status === 'TIMEOUT_ERROR';
  }
  /** The server's machine-readable `code` (domain/error-codes.ts), when the body carries one. */
  get code(): string | undefined {
    return errorCodeOf(this.data);
  }
  get issues(): { path: string; message: string }[] {
    const issues = (this.data as { issues?: unknown } | undefined)?.issues;
    return Array.isArray(issues) ? issues : [];
  }
}

export type RequestOptions = {
  body?: unknown;
  /** FormData for uploads; the browser sets the multipart boundary. */
  form?: FormData;
  idempotencyKey?: string;
  /** Explicit token (the outbox replays with the token of who queued the call). */
  token?: string | null;
  timeoutMs?: number;
  signal?: AbortSignal;
  /**
   * Ask the server itself, past the service worker's stale-while-revalidate copy and the HTTP
   * cache: for re-checks that must see current prices and stock (the cart's reconciliation).
   */
  fresh?: boolean;
};

const DEFAULT_TIMEOUT_MS = 15_000;

export type FetchInProcess = (path: string, init: RequestInit) => Promise<Response>;

/**
 * Rendering a page on the server, the API is asked in the same process (the server hands in its
 * own app, per render): no socket, and the same answers, caches and errors as over HTTP.
 */
let serverFetch: () => FetchInProcess | undefined = () => undefined;
export function answerFromServer(current: () => FetchInProcess | undefined): void {
  serverFetch = current;
}

/** The server's `message`, or the raw data, as spec §8 says the UI shows it. */
export function messageOf(data: unknown, fallback: string): string {
  if (data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string') {
    return (data as { message: string }).message;
  }
  if (typeof data === 'string' && data.trim()) return data;
  return fallback;
}

export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  // The API answers in the page's language (issue 24), whatever the browser's own preference.
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': languageTag };
  const token = options.token !== undefined ? options.token : (currentSession()?.token ?? null);
  if (token) headers['auth-token'] = token;
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let res: Response;
  try {
    res = await (serverFetch() ?? fetch)(path, {
      method,
      headers,
      body: body ?? null,
      signal,
      credentials: 'same-origin',
      cache: options.fresh ? 'no-cache' : 'default',
    });
  } catch (err) {
    if (timeout.aborted) throw new ApiError('TIMEOUT_ERROR', m.platform_timeout());
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError('FETCH_ERROR', m.platform_offline());
  }

  return settle<T>(res.status, await res.text());
}

/** The body of an answer, or the ApiError it stands for (shared by fetch and the upload's XHR, upload-with-progress.ts). */
export function settle<T>(status: number, text: string): T {
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      throw new ApiError('PARSING_ERROR', m.platform_unreadable(), text, status);
    }
  }
  if (status < 200 || status >= 300) throw new ApiError(status, messageOf(data, m.platform_request_failed({ status })), data);
  return data as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};

/** A fresh Idempotency-Key for one user intent (a click), reused by its retries. */
export const newIdempotencyKey = () => crypto.randomUUID();
