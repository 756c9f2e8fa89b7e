import { request } from 'node:https';
import webPush from 'web-push';
import type { Database } from '#server/db/client.ts';
import { logLine } from '#server/messages/message-log.ts';
import { parsePushEndpoint, type PushEndpoint } from './push-endpoint.ts';
import type { PushSettings } from './push-settings.ts';
import { forgetEndpoint, type StoredSubscription } from './push-subscriptions.ts';

/** What a notification says; the service worker shows it and opens `url` on a click. */
export type PushMessage = { title: string; body: string; url: string; tag: string };
export type PushDelivery = { ttlSeconds: number; urgency: 'very-low' | 'low' | 'normal' | 'high' };

/** A push service that refused for now (429, 5xx, no answer): the outbox tries again later. */
export class PushRetryLater extends Error {}

// Within the outbox's lease, as a mail's send is.
const SEND_TIMEOUT_MS = 20_000;

/**
 * Whether a device's failed push may get through later: the push service busy (429, 5xx) or not
 * reached (no answer: a network error or postPush's socket timeout). Any other answer will never
 * work for that subscription: gone (404, 410) or refused (403 once the shop's VAPID key changed,
 * 400, 413); the device is forgotten and the message goes by mail instead of being retried for a
 * day and dropped.
 */
function mayLaterTakeIt(error: unknown): boolean {
  const status = (error as { statusCode?: number }).statusCode;
  return status === undefined || status === 429 || status >= 500;
}

type Vapid = NonNullable<PushSettings['vapid']>;

/** A push service's answer other than 2xx; `statusCode` as web-push's own WebPushError has it. */
class PushServiceAnswer extends Error {
  constructor(
    readonly statusCode: number,
    body: string,
  ) {
    super(`Received unexpected response code ${statusCode}: ${body.slice(0, 200)}`);
  }
}

/**
 * One push, posted to the URL parsePushEndpoint checked (issue 49). web-push encrypts and
 * builds the headers; its own sendNotification is not used, because it parses the endpoint again
 * with the legacy `url.parse()`, which may read another host than the one checked. The VAPID
 * token's audience is the checked origin too. Rejects with the push service's status as
 * `statusCode`, or without one when there was no answer.
 */
function postPush(endpoint: PushEndpoint, keys: { p256dh: string; auth: string }, payload: string, delivery: PushDelivery, vapid: Vapid): Promise<void> {
  const details = webPush.generateRequestDetails({ endpoint: endpoint.href, keys }, payload, {
    TTL: delivery.ttlSeconds,
    urgency: delivery.urgency,
    contentEncoding: 'aes128gcm',
  });
  const headers = { ...details.headers, ...webPush.getVapidHeaders(endpoint.origin, vapid.subject, vapid.publicKey, vapid.privateKey, 'aes128gcm') };
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname: endpoint.hostname,
        port: endpoint.port || 443,
        path: `${endpoint.pathname}${endpoint.search}`,
        method: details.method,
        headers,
        timeout: SEND_TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          if (status >= 200 && status < 300) resolve();
          else reject(new PushServiceAnswer(status, Buffer.concat(chunks).toString('utf8')));
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('Socket timeout')));
    req.on('error', reject);
    req.end(details.body ?? undefined);
  });
}

/**
 * Sends one message to each device (RFC 8030; the payload encrypted aes128gcm per RFC 8291,
 * signed with the shop's VAPID key per RFC 8292). A device that can never take it (mayLaterTakeIt)
 * is forgotten. Returns how many took it; throws PushRetryLater when none did and
 * one may later (so the outbox retries), never for devices that are simply gone.
 */
export async function pushToDevices(
  db: Database,
  settings: PushSettings,
  devices: readonly StoredSubscription[],
  message: PushMessage,
  delivery: PushDelivery,
): Promise<number> {
  const vapid = settings.vapid;
  if (!vapid || devices.length === 0) return 0;
  let delivered = 0;
  let retry: unknown;
  await Promise.all(
    devices.map(async (device) => {
      // Checked again: the allowed hosts may have changed since the device subscribed, and a row
      // stored before issue 49 was checked more loosely.
      const endpoint = parsePushEndpoint(device.endpoint, settings.serviceHosts);
      if (!endpoint) return;
      try {
        await postPush(endpoint, { p256dh: device.p256dh, auth: device.auth }, JSON.stringify(message), delivery, vapid);
        delivered += 1;
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (mayLaterTakeIt(error)) retry = error;
        else {
          await forgetEndpoint(db, device.endpoint);
          logLine({
            msg: 'push subscription refused: forgotten',
            status,
            error: status === undefined ? (error as Error).message : undefined,
            host: endpoint.host,
          });
        }
      }
    }),
  );
  if (delivered === 0 && retry !== undefined) {
    const status = (retry as { statusCode?: number }).statusCode;
    throw new PushRetryLater(`push service ${status === undefined ? 'did not answer' : `answered ${status}`}: ${(retry as Error).message}`);
  }
  return delivered;
}
