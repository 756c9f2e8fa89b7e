import * as m from '#messages';
import { currentSession } from './session/session.ts';
import { ApiError, type RequestOptions, settle } from './api-client.ts';

// Apart from api-client.ts, which every first visit carries: only the admin's picture uploads use it.

const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * POSTs a multipart form and reports how much of it has been sent (0 to 1). XMLHttpRequest
 * because fetch still cannot report upload progress; headers, timeout and failures behave as in
 * apiRequest, so callers handle the same ApiError kinds.
 */
export function uploadWithProgress<T>(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
  options: Pick<RequestOptions, 'idempotencyKey' | 'signal' | 'timeoutMs'> = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.timeout = options.timeoutMs ?? UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('accept', 'application/json');
    const token = currentSession()?.token;
    if (token) xhr.setRequestHeader('auth-token', token);
    if (options.idempotencyKey) xhr.setRequestHeader('idempotency-key', options.idempotencyKey);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      try {
        onProgress(1);
        resolve(settle<T>(xhr.status, xhr.responseText));
      } catch (err) {
        reject(err);
      }
    };
    xhr.onerror = () => reject(new ApiError('FETCH_ERROR', m.platform_offline()));
    xhr.ontimeout = () => reject(new ApiError('TIMEOUT_ERROR', m.platform_timeout()));
    xhr.onabort = () => reject(new DOMException(m.platform_upload_cancelled(), 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
