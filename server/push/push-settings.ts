import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webPush from 'web-push';

/**
 * Web Push's settings (issue 23; RFC 8292): the VAPID key pair that signs every push, who to
 * reach about them (`mailto:` or `https:`), and the push services' hosts a subscription may name.
 */
export type PushSettings = {
  /** Undefined: push is off (production with UNSAFE_PRODUCTION_OVERRIDE=no-push). */
  vapid: { publicKey: string; privateKey: string; subject: string } | undefined;
  /** Host names (or addresses) a subscription's endpoint may be on; `*.x` allows x's subdomains. */
  serviceHosts: string[];
};

/** Chrome's, Firefox's, Safari's and Edge's push services. */
export const DEFAULT_PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', '*.push.apple.com', '*.notify.windows.com'];

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const bytes = (key: string) => Buffer.from(key, 'base64url').length;

/** RFC 8292: a contact for the push service's operator. */
export const isVapidSubject = (subject: string) => /^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/.test(subject);

/** What is wrong with a key pair and subject, or undefined. */
export function vapidProblem(publicKey: string, privateKey: string, subject: string): string | undefined {
  if (!BASE64URL.test(publicKey) || bytes(publicKey) !== 65) return 'VAPID_PUBLIC_KEY must be an uncompressed P-256 public key in base64url (65 bytes)';
  if (!BASE64URL.test(privateKey) || bytes(privateKey) !== 32) return 'VAPID_PRIVATE_KEY must be a P-256 private key in base64url (32 bytes)';
  if (!isVapidSubject(subject)) return 'VAPID_SUBJECT must be a mailto: address or an https: URL';
  return undefined;
}

/** The key pair kept in DATA_DIR, so that subscriptions made in development survive a restart. */
export function developmentVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = join(dataDir, 'vapid-keys.json');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(webPush.generateVAPIDKeys()), { mode: 0o600 });
  }
  return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
}

export function pushServiceHosts(setting: string | undefined): string[] {
  if (!setting?.trim()) return DEFAULT_PUSH_SERVICE_HOSTS;
  return setting
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}
