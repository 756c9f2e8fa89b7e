import { type Context, Hono } from 'hono';
import { messages } from '#domain/messages.ts';
import { productInputSchema, productQuerySchema } from '#domain/schemas/product.ts';
import type { AppEnv } from '#server/app-env.ts';
import { requireAdmin } from '#server/auth/session.ts';
import { serveCatalogue } from '#server/catalogue-cache/cached-response.ts';
import { catalogueListKey, featuredKey, productKey } from '#server/catalogue-cache/catalogue-keys.ts';
import { conflict, HttpError, notFound } from '#server/http/http-error.ts';
import { parseInput, readId, readJson } from '#server/http/read-input.ts';
import { idempotent } from '#server/idempotency/idempotency.ts';
import { type Audience, featuredProducts, listProducts, productWithReviews } from './product-queries.ts';
import { createProduct, deleteProduct, updateProduct } from './product-writes.ts';

/**
 * Catalogue reads come from the catalogue cache (serialized once, ETag, 304, compressed, public
 * but revalidated: see server/catalogue-cache). Errors are thrown inside the build, so a 400 or
 * 404 is never cached and keeps the app-wide no-store.
 *
 * Drafts (issue 27, point 2) are in none of those answers (a draft's id is a 404). An admin at
 * work asks with `drafts=include`, on the list and on a product: read outside the cache and
 * answered no-store, like anything that depends on who asks.
 */

/** `drafts=include`: an admin at work (401/403 for anyone else), answered fresh and no-store. */
const withDrafts = (c: Context<AppEnv>) => c.req.query('drafts') === 'include';

async function asAdmin(c: Context<AppEnv>, build: () => Promise<unknown>): Promise<Response> {
  let answer: Response | undefined;
  await requireAdmin(c, async () => {
    answer = c.json(await build());
  });
  return answer!;
}

export const productRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const query = parseInput(productQuerySchema, c.req.query());
    if (withDrafts(c)) return asAdmin(c, () => listProducts(c.var.deps.db, query, { drafts: true }));
    return serveCatalogue(c, catalogueListKey(query), () => listProducts(c.var.deps.db, query));
  })
  // Before '/:id', or 'featured' would be read as an id.
  .get('/featured', (c) => serveCatalogue(c, featuredKey, () => featuredProducts(c.var.deps.db)))
  .get('/:id', async (c) => {
    const id = readId(c, 'id', messages.productNotFound);
    const product = async (audience: Audience) => {
      const found = await productWithReviews(c.var.deps.db, id, audience);
      if (!found) throw notFound(messages.productNotFound);
      return found;
    };
    if (withDrafts(c)) return asAdmin(c, () => product({ drafts: true }));
    try {
      return await serveCatalogue(c, productKey(id), () => product({ drafts: false }));
    } catch (error) {
      // Requests for one scent at once share one read (catalogue-cache.ts), and its refusal was
      // said in the language of the request that started it: each is told in its own.
      if (error instanceof HttpError && error.status === 404) throw notFound(messages.productNotFound);
      throw error;
    }
  })
  .post('/', requireAdmin, idempotent, async (c) => {
    // No body: the admin gets a sample product and edits it.
    return c.json(await createProduct(c.var.deps.db), 201);
  })
  .put('/:id', requireAdmin, idempotent, async (c) => {
    const id = readId(c, 'id', messages.productNotFound);
    const input = await readJson(c, productInputSchema);
    const outcome = await updateProduct(c.var.deps.db, id, input);
    if ('missing' in outcome) throw notFound(messages.productNotFound);
    if ('stockMovedTo' in outcome) throw conflict(messages.stockChangedWhileEditing(outcome.stockMovedTo), { countInStock: outcome.stockMovedTo });
    return c.json(outcome.product);
  })
  .delete('/:id', requireAdmin, idempotent, async (c) => {
    const id = readId(c, 'id', messages.productNotFound);
    if (!(await deleteProduct(c.var.deps.db, id))) throw notFound(messages.productNotFound);
    return c.json({ message: messages.productDeleted });
  });
