import { Hono } from 'hono';
import { messages } from '#domain/messages.ts';
import { productInputSchema, productQuerySchema } from '#domain/schemas/product.ts';
import type { AppEnv } from '#server/app-env.ts';
import { requireAdmin } from '#server/auth/session.ts';
import { serveCatalogue } from '#server/catalogue-cache/cached-response.ts';
import { catalogueListKey, featuredKey, productKey } from '#server/catalogue-cache/catalogue-keys.ts';
import { conflict, notFound } from '#server/http/http-error.ts';
import { parseInput, readId, readJson } from '#server/http/read-input.ts';
import { idempotent } from '#server/idempotency/idempotency.ts';
import { featuredProducts, listProducts, productWithReviews } from './product-queries.ts';
import { createProduct, deleteProduct, updateProduct } from './product-writes.ts';

/**
 * Catalogue reads come from the catalogue cache (serialized once, ETag, 304, compressed, public
 * but revalidated: see server/catalogue-cache). Errors are thrown inside the build, so a 400 or
 * 404 is never cached and keeps the app-wide no-store.
 */
export const productRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const query = parseInput(productQuerySchema, c.req.query());
    return serveCatalogue(c, catalogueListKey(query), () => listProducts(c.var.deps.db, query));
  })
  // Before '/:id', or 'featured' would be read as an id.
  .get('/featured', (c) => serveCatalogue(c, featuredKey, () => featuredProducts(c.var.deps.db)))
  .get('/:id', async (c) => {
    const id = readId(c, 'id', messages.productNotFound);
    return serveCatalogue(c, productKey(id), async () => {
      const product = await productWithReviews(c.var.deps.db, id);
      if (!product) throw notFound(messages.productNotFound);
      return product;
    });
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
