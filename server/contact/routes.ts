import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { messages } from '#domain/messages.ts';
import { shopPagePath } from '#domain/shop-pages.ts';
import { contactMessageSchema } from '#domain/schemas/shop-page.ts';
import type { AppEnv } from '#server/app-env.ts';
import { clientParty } from '#server/http/client-party.ts';
import { isCrossSite } from '#server/http/cross-site.ts';
import { forbidden, HttpError, TooManyRequests } from '#server/http/http-error.ts';
import { readJson } from '#server/http/read-input.ts';
import { siteOrigin } from '#server/pages/serve-page.ts';
import { plainPage } from '#server/pages/status-pages.ts';
import { sendContactMessage, type ContactRequest } from './contact-message.ts';
import { speaking } from '#domain/i18n/speaking.ts';
import { localizedPath } from '#domain/i18n/locales.ts';

const noStore = { 'cache-control': 'no-store' };
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

function contactRequest(c: Context<AppEnv>): ContactRequest {
  const key = c.req.header('idempotency-key');
  return {
    db: c.var.deps.db,
    clientIp: clientParty(c.var.clientIp),
    shopEmail: c.var.deps.env.shopEmail,
    origin: siteOrigin(c),
    idempotencyKey: key && KEY_PATTERN.test(key) ? key : undefined,
  };
}

const isFormPost = (c: Context<AppEnv>) => /^application\/x-www-form-urlencoded\b/i.test(c.req.header('content-type') ?? '');
/** The way back to the form, in the language being spoken (the request's). */
const back = () => ({ href: localizedPath(speaking(), shopPagePath('contact')), label: messages.contactBack });
/** A page of the shop's frame in the language being spoken, its words and its frame alike. */
const page = (title: string, text: string, link?: { href: string; label: string }) => plainPage(title, text, link, speaking());

/** The contact page's form without JavaScript: the same message, answered with a page. */
async function sendFromPage(c: Context<AppEnv>): Promise<Response> {
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const input = v.safeParse(contactMessageSchema, { name: form.name, email: form.email, message: form.message });
  if (!input.success) return c.html(page(messages.contactNotSentTitle, input.issues[0].message, back()), 400, noStore);
  try {
    await sendContactMessage(contactRequest(c), input.output);
  } catch (error) {
    if (error instanceof TooManyRequests)
      return c.html(page(messages.contactNotSentTitle, messages.tooManyRequests, back()), 429, { ...noStore, 'retry-after': String(error.retryAfterSeconds) });
    // Any other refusal (the database unreachable, say) as a page too: a browser's form post
    // never shows the API's JSON.
    if (error instanceof HttpError) return c.html(page(messages.contactNotSentTitle, error.message, back()), error.status, noStore);
    throw error;
  }
  return c.html(page(messages.contactSentTitle, messages.contactSent), 200, noStore);
}

/** Mounted at /api/contact: JSON from the app (202), or the page's own form post (a page). */
export const contactRoutes = new Hono<AppEnv>().post('/', async (c) => {
  // Another site's page posting here (its form, or its script): refused before anything is read.
  if (isCrossSite(c)) throw forbidden(messages.contactCrossSite);
  if (isFormPost(c)) return sendFromPage(c);
  const input = await readJson(c, contactMessageSchema);
  await sendContactMessage(contactRequest(c), input);
  return c.json({ message: messages.contactSent }, 202);
});
