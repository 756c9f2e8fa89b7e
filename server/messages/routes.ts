import { Hono } from 'hono';
import type { AppEnv } from '#server/app-env.ts';
import { requireAdmin } from '#server/auth/session.ts';
import { outboxSummary } from './outbox.ts';

/** GET /api/messages/summary (admin): what the orders screen says of mail not yet sent (issue 22). */
export const messageRoutes = new Hono<AppEnv>().get('/summary', requireAdmin, async (c) => c.json(await outboxSummary(c.var.deps.db)));
