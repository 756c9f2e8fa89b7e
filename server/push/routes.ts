import { Hono } from 'hono';
import { messages } from '#domain/messages.ts';
import { pushSubscriptionSchema, pushUnsubscribeSchema } from '#domain/schemas/push-subscription.ts';
import type { AppEnv } from '#server/app-env.ts';
import { requireUser } from '#server/auth/session.ts';
import { badRequest, forbidden, notFound } from '#server/http/http-error.ts';
import { readJson } from '#server/http/read-input.ts';
import { isAllowedEndpoint } from './push-endpoint.ts';
import { deleteSubscription, saveSubscription } from './push-subscriptions.ts';

/** Mounted at /api/push (issue 23): the key browsers subscribe with, and their subscriptions. */
export const pushRoutes = new Hono<AppEnv>()
  .get('/public-key', (c) => {
    const vapid = c.var.deps.env.push.vapid;
    if (!vapid) throw notFound(messages.pushUnavailable);
    return c.json({ publicKey: vapid.publicKey });
  })
  .post('/subscriptions', requireUser, async (c) => {
    const { env, db } = c.var.deps;
    const input = await readJson(c, pushSubscriptionSchema);
    if (!env.push.vapid) throw notFound(messages.pushUnavailable);
    if (!isAllowedEndpoint(input.endpoint, env.push.serviceHosts))
      throw badRequest(messages.pushEndpointRefused, [{ path: 'endpoint', message: messages.pushEndpointRefused }]);
    if (input.paidOrders && !c.var.user!.isAdmin) throw forbidden(messages.pushOnlyAdminsHearOfOrders);
    await saveSubscription(db, c.var.user!.id, input);
    return c.json({ endpoint: input.endpoint, paidOrders: input.paidOrders ?? false }, 201);
  })
  .delete('/subscriptions', requireUser, async (c) => {
    const { endpoint } = await readJson(c, pushUnsubscribeSchema);
    await deleteSubscription(c.var.deps.db, c.var.user!.id, endpoint);
    return c.json({ endpoint, deleted: true });
  });
