import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { messages } from '#domain/messages.ts';
import { emailField } from '#domain/schemas/fields.ts';
import { restockAlertSchema, restockConfirmSchema } from '#domain/schemas/restock-alert.ts';
import type { AppEnv } from '#server/app-env.ts';
import { requireUser, tokenFrom } from '#server/auth/session.ts';
import { clientParty } from '#server/http/client-party.ts';
import { badRequest } from '#server/http/http-error.ts';
import { preferredLocale } from '#server/language/request-language.ts';
import { isUuid, readJson } from '#server/http/read-input.ts';
import { siteOrigin } from '#server/pages/serve-page.ts';
import { confirmActionPage, plainPage } from '#server/pages/status-pages.ts';
import { wordsIn } from '#server/pages/plain-frame.ts';
import { asLocale, type Words } from '#server/messages/language.ts';
import { type Locale, localizedPath } from '#domain/i18n/locales.ts';
import {
  confirmAddressAlert,
  scentOfLink,
  endAccountAlert,
  endAlertsOfAddress,
  listAccountAlerts,
  openAccountAlert,
  requestAddressAlert,
} from './restock-alerts.ts';
import { checkUnsubscribeLink, UNSUBSCRIBE_LINK_DAYS } from './unsubscribe-link.ts';
import { speaking } from '#domain/i18n/speaking.ts';

// The token or signed address of a mail's link is in these pages: kept nowhere, sent nowhere.
const noStore = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' };

function productIdOf(c: Context<AppEnv>): string {
  const id = c.req.param('id') ?? '';
  if (!isUuid(id)) throw badRequest(messages.productIdMalformed);
  return id.toLowerCase();
}

/** Mounted at /api/products: "Notify me" on one scent (issue 23). */
export const productRestockAlertRoutes = new Hono<AppEnv>()
  // With a token, the account's alert (a bad token is a 401, not a quiet fall back to an address).
  .post(
    '/:id/restock-alerts',
    (c, next) => (tokenFrom(c) ? requireUser(c, next) : next()),
    async (c) => {
      const productId = productIdOf(c);
      const { email } = await readJson(c, restockAlertSchema);
      const user = c.var.user;
      if (user) {
        const created = await openAccountAlert(c.var.deps.db, user, productId);
        return c.json({ productId, alert: true, message: messages.restockAlertOn }, created ? 201 : 200);
      }
      if (!email) throw badRequest(messages.emailRequired, [{ path: 'email', message: messages.emailRequired }]);
      const language = preferredLocale(c.req.header('accept-language'));
      await requestAddressAlert(
        { db: c.var.deps.db, secret: c.var.deps.env.jwtSecret, clientIp: clientParty(c.var.clientIp), origin: siteOrigin(c), language },
        productId,
        email,
      );
      return c.json({ message: messages.restockCheckInbox }, 202);
    },
  )
  .delete('/:id/restock-alerts', requireUser, async (c) => {
    const productId = productIdOf(c);
    await endAccountAlert(c.var.deps.db, c.var.user!.id, productId);
    return c.json({ productId, alert: false, message: messages.restockAlertOff });
  });

/** Said in the request's language unless a page's form names its own (the JSON answer: the one being spoken). */
const confirmedMessage = (confirmed: { name: string; inStock: boolean; alreadyOn: boolean }, t: Words = wordsIn(speaking())) =>
  confirmed.inStock
    ? t.restock_not_sold_out()
    : confirmed.alreadyOn
      ? t.restock_already_on({ name: confirmed.name })
      : t.restock_confirmed({ name: confirmed.name });

const isFormPost = (c: Context<AppEnv>) => /^application\/x-www-form-urlencoded\b/i.test(c.req.header('content-type') ?? '');

/**
 * The confirmation page's button: the same confirmation, told as a page (no JavaScript needed),
 * in the language of the page that asked (its form's `lang`).
 */
async function confirmFromPage(c: Context<AppEnv>): Promise<Response> {
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const locale = asLocale(form.lang);
  const t = wordsIn(locale);
  const token = v.safeParse(restockConfirmSchema, { token: form.token });
  const confirmed = token.success ? await confirmAddressAlert(c.var.deps.db, token.output.token).catch(() => undefined) : undefined;
  if (!confirmed) return c.html(plainPage(t.restock_confirm_title(), t.restock_link_invalid(), undefined, locale), 400, noStore);
  const scent = { href: localizedPath(locale, `/explore-scents/${confirmed.productId}`), label: t.mail_restock_button() };
  return c.html(plainPage(t.restock_confirm_title(), confirmedMessage(confirmed, t), scent, locale), 200, noStore);
}

const unsubscribeQuery = v.object({
  email: emailField,
  // Optional until OLD_FORM_LINKS_WORK_UNTIL (unsubscribe-link.ts): links mailed before they had a day.
  until: v.optional(v.pipe(v.string(), v.regex(/^\d{1,12}$/), v.transform(Number))),
  sig: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/)),
});

/**
 * The address an unsubscribe link names when its signature holds and its day has not passed, else
 * why not (unsubscribe-link.ts). A link from before links expired (no `until`) works for a while.
 */
function signedAddress(c: Context<AppEnv>): { email: string } | { refused: 'expired' | 'forged' } {
  const query = v.safeParse(unsubscribeQuery, { email: c.req.query('email'), until: c.req.query('until'), sig: c.req.query('sig') });
  if (!query.success) return { refused: 'forged' };
  const check = checkUnsubscribeLink(c.var.deps.env.jwtSecret, query.output);
  return check === 'valid' ? { email: query.output.email } : { refused: check };
}

/** Mounted at /api/restock-alerts. */
export const restockAlertRoutes = new Hono<AppEnv>()
  .get('/', requireUser, async (c) => c.json(await listAccountAlerts(c.var.deps.db, c.var.user!.id)))
  // JSON from a client; a form post from the confirmation page (below), answered with a page.
  .post('/confirm', async (c) => {
    if (isFormPost(c)) return confirmFromPage(c);
    const { token } = await readJson(c, restockConfirmSchema);
    const confirmed = await confirmAddressAlert(c.var.deps.db, token);
    return c.json({ ...confirmed, message: confirmedMessage(confirmed) });
  })
  // RFC 8058: a mail client posts `List-Unsubscribe=One-Click` to the header's URL; the page the
  // mail's own link opens posts here too. The query names the address and proves it (the HMAC).
  .post('/unsubscribe', async (c) => {
    const link = signedAddress(c);
    if ('refused' in link)
      throw badRequest(link.refused === 'expired' ? messages.restockUnsubscribeExpired(UNSUBSCRIBE_LINK_DAYS) : messages.restockLinkInvalid);
    await endAlertsOfAddress(c.var.deps.db, link.email);
    return c.json({ message: messages.restockUnsubscribed });
  });

/**
 * Mounted at /restock-alerts and /fr/restock-alerts: the pages a restock mail's own links open,
 * in the mail's language (a French recipient's links are under /fr). Plain HTML from the server,
 * asking before it acts (scanners open links) and working without JavaScript.
 */
export function restockAlertPageRoutes(locale: Locale) {
  const t = wordsIn(locale);
  const invalid = (title: string) => plainPage(title, t.restock_link_invalid(), undefined, locale);
  // An unsubscribe link refused says whether it was one of ours past its day.
  const refusedUnsubscribe = (refused: 'expired' | 'forged') =>
    refused === 'expired'
      ? plainPage(t.restock_unsubscribe_title(), t.restock_unsubscribe_expired({ days: UNSUBSCRIBE_LINK_DAYS }), undefined, locale)
      : invalid(t.restock_unsubscribe_title());
  return (
    new Hono<AppEnv>()
      // The confirmation mail's link: the page asks, and its button posts the token to the API.
      .get('/confirm/:token', async (c) => {
        const token = v.safeParse(restockConfirmSchema, { token: c.req.param('token') });
        const scent = token.success ? await scentOfLink(c.var.deps.db, token.output.token) : undefined;
        if (!token.success || !scent) return c.html(invalid(t.restock_confirm_title()), 400, noStore);
        // Opened again once confirmed: the alert is on, and the page says so (issue 53).
        if (scent.alreadyOn) return c.html(plainPage(t.restock_confirm_title(), t.restock_already_on({ name: scent.name }), undefined, locale), 200, noStore);
        const fields = { token: token.output.token, lang: locale };
        const page = confirmActionPage(
          t.restock_confirm_title(),
          t.restock_confirm_intro({ name: scent.name }),
          t.restock_confirm(),
          { action: '/api/restock-alerts/confirm', fields },
          locale,
        );
        return c.html(page, 200, noStore);
      })
      .get('/unsubscribe', (c) => {
        const link = signedAddress(c);
        if ('refused' in link) return c.html(refusedUnsubscribe(link.refused), 400, noStore);
        return c.html(
          confirmActionPage(t.restock_unsubscribe_title(), t.restock_unsubscribe_intro({ email: link.email }), t.restock_unsubscribe(), {}, locale),
          200,
          noStore,
        );
      })
      .post('/unsubscribe', async (c) => {
        const link = signedAddress(c);
        if ('refused' in link) return c.html(refusedUnsubscribe(link.refused), 400, noStore);
        await endAlertsOfAddress(c.var.deps.db, link.email);
        return c.html(plainPage(t.restock_unsubscribe_title(), t.restock_unsubscribed(), undefined, locale), 200, noStore);
      })
  );
}
