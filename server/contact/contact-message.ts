import { createHash, randomUUID } from 'node:crypto';
import { messages } from '#domain/messages.ts';
import type { ContactMessageInput } from '#domain/schemas/shop-page.ts';
import type { Database } from '#server/db/client.ts';
import { TooManyRequests } from '#server/http/http-error.ts';
import { queueMessage } from '#server/messages/outbox.ts';
import { limits, overLimit } from '#server/rate-limit/rate-limit.ts';

export type ContactRequest = {
  db: Database;
  clientIp: string;
  /** Where the message goes: the shop's address (SHOP_EMAIL). */
  shopEmail: string;
  origin: string;
  /** The app's Idempotency-Key: a retry of the same message queues it once. */
  idempotencyKey?: string | undefined;
};

/**
 * POST /api/contact (issue 27, point 8): a message to the shop, mailed to its address through the
 * outbox like every mail (never sent inside the request), limited per sender. The message waits
 * in the outbox row's payload only until it is sent (markSent empties it).
 *
 * A sender is counted twice (issue 49): by the client it writes from (`clientIp`, the caller's
 * clientParty: an IPv6 client by its /64) and by the address it signs with. The address alone is
 * only a claim: counted alone, each new address would start a sender afresh.
 */
export async function sendContactMessage({ db, clientIp, shopEmail, origin, idempotencyKey }: ContactRequest, input: ContactMessageInput): Promise<void> {
  const waits = (
    await Promise.all([
      overLimit(db, `contact:ip:${clientIp}`, limits.contactMessagesPerIp),
      overLimit(db, `contact:email:${input.email}`, limits.contactMessagesPerSender),
    ])
  ).filter((seconds) => seconds !== undefined);
  if (waits.length > 0) throw new TooManyRequests(messages.tooManyRequests, Math.max(...waits));
  // Keyed by its sender too: nobody else's key can stand in for (and silence) someone's message.
  // Hashed: the row stays once the message is sent (its words gone), and must not name the sender (issue 49).
  const subject = idempotencyKey ? createHash('sha256').update(`${input.email} ${idempotencyKey}`).digest('hex') : randomUUID();
  await db.transaction(async (tx) => {
    await queueMessage(tx, {
      kind: 'contact-message',
      subject,
      recipient: shopEmail,
      payload: { name: input.name, email: input.email, message: input.message },
      origin,
    });
  });
}
