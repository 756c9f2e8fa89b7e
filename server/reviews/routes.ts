import { Hono } from 'hono';
import { messages } from '#domain/messages.ts';
import { reviewSchema } from '#domain/schemas/review.ts';
import type { AppEnv } from '#server/app-env.ts';
import { requireUser } from '#server/auth/session.ts';
import { readId, readJson } from '#server/http/read-input.ts';
import { idempotent } from '#server/idempotency/idempotency.ts';
import { addReview } from './review-writes.ts';

/** Mounted at /api/products beside the product routes. */
export const reviewRoutes = new Hono<AppEnv>().post('/:id/reviews', requireUser, idempotent, async (c) => {
  const productId = readId(c, 'id', messages.productNotFound);
  const input = await readJson(c, reviewSchema);
  const user = c.var.user!;
  const review = await addReview(c.var.deps.db, productId, { id: user.id, name: user.name }, input);
  return c.json({ message: messages.reviewSubmitted, review }, 201);
});
