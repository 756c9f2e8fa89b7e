import { Hono, type Context } from 'hono';
import { messages } from '#domain/messages.ts';
import { mergeSavedSchema, type UnsavedMark } from '#domain/schemas/saved.ts';
import type { AppEnv } from '#server/app-env.ts';
import { requireUser } from '#server/auth/session.ts';
import { badRequest, notFound } from '#server/http/http-error.ts';
import { isUuid, readJson } from '#server/http/read-input.ts';
import { idempotent } from '#server/idempotency/idempotency.ts';
import { listSaved } from './saved-list.ts';
import { mergeSaved, saveScent, unsaveScent } from './saved-writes.ts';

/**
 * A malformed id is a 400 here, not the catalogue's 404: the client only ever sends ids it was
 * given, so one that is not a UUID is a bug to surface, not a scent that went away.
 */
function productIdOf(c: Context<AppEnv>): string {
  const id = c.req.param('productId') ?? '';
  if (!isUuid(id)) throw badRequest(messages.productIdMalformed);
  return id.toLowerCase();
}

/** Mounted at /api/saved: the signed-in shopper's hearted scents (DESIGN §4). */
export const savedRoutes = new Hono<AppEnv>()
  .get('/', requireUser, async (c) => c.json(await listSaved(c.var.deps.db, c.var.user!.id)))
  // The client's union of the device's saves into the account, at sign-in.
  .post('/merge', requireUser, idempotent, async (c) => {
    const { productIds } = await readJson(c, mergeSavedSchema);
    return c.json(await mergeSaved(c.var.deps.db, c.var.user!.id, productIds));
  })
  .put('/:productId', requireUser, idempotent, async (c) => {
    const saved = await saveScent(c.var.deps.db, c.var.user!.id, productIdOf(c));
    if (!saved) throw notFound(messages.productNotFound);
    return c.json(saved);
  })
  .delete('/:productId', requireUser, idempotent, async (c) => {
    const productId = productIdOf(c);
    if (!(await unsaveScent(c.var.deps.db, c.var.user!.id, productId))) throw notFound(messages.productNotFound);
    return c.json({ productId, saved: false } satisfies UnsavedMark);
  });
