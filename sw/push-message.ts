// What a push says (issue 23): `{ title, body, url, tag }` as the server writes it
// (server/push/push-messages.ts). Read defensively: a push is input like any other.

export type PushNotification = { title: string; body: string; path: string; tag: string | undefined };

const text = (value: unknown, max: number) => (typeof value === 'string' && value.trim() !== '' ? value.slice(0, max) : undefined);

/** A path of this shop (`/explore-scents/…`), never another site: anything else opens the home page. */
export function shopPath(url: unknown): string {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//') || url.includes('\\')) return '/';
  return url;
}

export function readPushNotification(data: string | undefined): PushNotification | undefined {
  if (!data) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return undefined;
  }
  const message = parsed as Record<string, unknown> | null;
  const title = text(message?.title, 120);
  if (!title) return undefined;
  return { title, body: text(message?.body, 300) ?? '', path: shopPath(message?.url), tag: text(message?.tag, 100) };
}
