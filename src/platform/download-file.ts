// A file the API sends as an attachment (the account's data export, issue 27). Apart from
// api-client.ts, which every page's first script carries: only the page that downloads needs it.
import * as m from '#messages';
import { ApiError, messageOf } from './api-client.ts';
import { currentSession } from './session/session.ts';

const TIMEOUT_MS = 30_000;

/** Its bytes and the name the server gave it; signed in as every call is, a refusal the same ApiError. */
export async function downloadFile(path: string): Promise<{ blob: Blob; fileName: string | undefined }> {
  const token = currentSession()?.token;
  let res: Response;
  try {
    res = await fetch(path, { headers: token ? { 'auth-token': token } : {}, cache: 'no-store', signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw new ApiError('FETCH_ERROR', m.platform_offline());
  }
  if (!res.ok) {
    const data: unknown = await res.json().catch(() => null);
    throw new ApiError(res.status, messageOf(data, m.platform_request_failed({ status: res.status })), data);
  }
  const fileName = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  return { blob: await res.blob(), fileName };
}
