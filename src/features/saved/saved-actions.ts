// A heart's tap (issue: saved scents): the device changes at once and says so; signed in, the
// account follows through the outbox (DESIGN §4), so a save made offline is sent once, in order
// with an unsave after it, when the connection is back.
import * as m from '#messages';
import { toast } from 'sonner';
import { messages } from '#domain/messages.ts';
import type { Product } from '#domain/schemas/product.ts';
import { ApiError } from '#src/platform/api-client.ts';
import { sendOrQueue } from '#src/platform/outbox/outbox-store.ts';
import { storedSession } from '#src/platform/session/session.ts';
import { forgetSaved, keepSaved } from './saved-store.ts';

export const savedPath = (productId: string) => `/api/saved/${encodeURIComponent(productId)}`;

async function tellAccount(product: Product, saved: boolean): Promise<void> {
  if (!storedSession()) return;
  try {
    await sendOrQueue({
      kind: 'saved',
      method: saved ? 'PUT' : 'DELETE',
      path: savedPath(product.id),
      label: saved ? m.saved_saving({ name: product.name }) : m.saved_removing({ name: product.name }),
    });
  } catch (error) {
    // The scent is gone from the shop: it leaves the device's list too.
    if (error instanceof ApiError && error.status === 404) await forgetSaved(product.id);
    // Anything else (a refused session) leaves the device as the shopper set it; the next sign-in
    // merges it into the account.
  }
}

export async function saveScent(product: Product): Promise<void> {
  await keepSaved(product);
  toast.success(messages.savedToScents, { id: `saved-${product.id}` });
  await tellAccount(product, true);
}

export async function unsaveScent(product: Product): Promise<void> {
  await forgetSaved(product.id);
  toast.success(messages.removedFromScents, { id: `saved-${product.id}` });
  await tellAccount(product, false);
}
