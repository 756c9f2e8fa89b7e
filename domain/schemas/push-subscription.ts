// A browser's PushSubscription as `subscription.toJSON()` gives it (issue 23; RFC 8030, 8291).
import * as v from 'valibot';
import { messages } from '../messages.ts';

const base64url = (bytes: number) =>
  v.pipe(
    v.string(() => messages.pushSubscriptionInvalid),
    v.regex(/^[A-Za-z0-9_-]+={0,2}$/, () => messages.pushSubscriptionInvalid),
    v.check(
      (key) => Math.floor((key.replace(/=+$/, '').length * 3) / 4) === bytes,
      () => messages.pushSubscriptionInvalid,
    ),
  );

const endpointField = v.pipe(
  v.string(() => messages.pushSubscriptionInvalid),
  v.maxLength(2048, () => messages.pushSubscriptionInvalid),
  v.url(() => messages.pushEndpointRefused),
);

/** POST /api/push/subscriptions. `paidOrders`: an admin's device that asks to hear of paid orders. */
export const pushSubscriptionSchema = v.object({
  endpoint: endpointField,
  expirationTime: v.optional(v.nullable(v.number())),
  // The client's P-256 public key (65 bytes, uncompressed) and its 16-byte auth secret.
  keys: v.object({ p256dh: base64url(65), auth: base64url(16) }, () => messages.pushSubscriptionInvalid),
  paidOrders: v.optional(v.boolean(() => messages.pushSubscriptionInvalid)),
});
export type PushSubscriptionInput = v.InferOutput<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscriptions. */
export const pushUnsubscribeSchema = v.object({ endpoint: endpointField });
