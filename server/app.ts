import { Hono, type MiddlewareHandler } from 'hono';
import { messages } from '#domain/messages.ts';
import type { AppDeps, AppEnv } from './app-env.ts';
import { syncCatalogueAfterWrites } from './catalogue-cache/cached-response.ts';
import { dropChangedSessions } from './auth/session.ts';
import { categoryRoutes, paypalConfigRoutes } from './catalogue/config-routes.ts';
import { clientErrorRoutes } from './client-errors/routes.ts';
import { contactRoutes } from './contact/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { limitBody } from './http/body-limit.ts';
import { compressLargeJson } from './http/compress-large-json.ts';
import { clientIp } from './http/trusted-proxy.ts';
import { handleError, handleNotFound } from './http/error-handler.ts';
import { HttpError } from './http/http-error.ts';
import { requestLog } from './http/request-log.ts';
import { securityHeaderRecord, securityHeaders } from './http/security-headers.ts';
import { mountSpa } from './http/spa-static.ts';
import { ringAfterWrites } from './messages/outbox-bell.ts';
import { messageRoutes } from './messages/routes.ts';
import { orderRoutes } from './orders/routes.ts';
import type { PageRenderer } from './pages/page-renderer.ts';
import { LOCALES, localeOfPath, localizedPath, type Locale } from '#domain/i18n/locales.ts';
import { seoRoutes } from './pages/seo-routes.ts';
import { isServerRenderedPath, servePage } from './pages/serve-page.ts';
import { createRenderLimit } from './pages/render-limit.ts';
import { refusedPage } from './pages/status-pages.ts';
import { productRoutes } from './products/routes.ts';
import { reviewRoutes } from './reviews/routes.ts';
import { productRestockAlertRoutes, restockAlertPageRoutes, restockAlertRoutes } from './restock-alerts/routes.ts';
import { pushRoutes } from './push/routes.ts';
import { savedRoutes } from './saved/routes.ts';
import { shopPageRoutes } from './shop-pages/routes.ts';
import { uploadRoutes, serveUploads } from './uploads/routes.ts';
import { userRoutes } from './users/routes.ts';
import { homeInChosenLanguage } from './language/chosen-language.ts';
import { speakRequestLanguage } from './language/request-language.ts';
import { bodyBound } from './http/body-bounds.ts';

/** Filled once the server bundle is loaded (it asks this app's API in-process, so it comes after). */
/** The renderers of the public pages, one per language's build (issue 24): filled once loaded. */
export type PageSource = Partial<Record<Locale, PageRenderer>>;

export function createApp(deps: AppDeps, options: { distDir?: string; pages?: PageSource } = {}) {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('clientIp', clientIp(c));
    await next();
  });
  app.use('*', requestLog(deps.env.logRequests));
  app.use('*', securityHeaders(deps.env));
  app.use('/api/*', async (c, next) => {
    await next();
    // Anything under /api that did not choose its own caching depends on who asks: never stored.
    if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
  });
  app.use('/api/*', compressLargeJson);
  // Before anything that may refuse the request: its refusal is said in the request's language too.
  app.use('/api/*', speakRequestLanguage);
  app.use('/api/*', syncCatalogueAfterWrites(deps.catalogueCache));
  app.use('*', ringAfterWrites(deps.outbox));
  // Only the account routes end or change sessions: the rest of the API does not pay for the check.
  app.use('/api/users/*', dropChangedSessions);
  // Each JSON body no larger than its route needs (server/http/body-bounds.ts); the upload routes
  // set their own, larger limit.
  const tooLarge = (): never => {
    throw new HttpError(413, messages.bodyTooLarge);
  };
  const jsonLimits = new Map<number, MiddlewareHandler>();
  app.use('/api/*', (c, next) => {
    if (/^\/api\/products\/upload/.test(c.req.path)) return next();
    const max = bodyBound(c.req.path);
    let limit = jsonLimits.get(max);
    if (limit === undefined) jsonLimits.set(max, (limit = limitBody(max, tooLarge)));
    return limit(c, next);
  });

  const api = new Hono<AppEnv>()
    .route('/health', healthRoutes)
    .route('/config', paypalConfigRoutes)
    .route('/categories', categoryRoutes)
    .route('/products', uploadRoutes)
    .route('/products', reviewRoutes)
    .route('/products', productRestockAlertRoutes)
    .route('/products', productRoutes)
    .route('/orders', orderRoutes)
    .route('/messages', messageRoutes)
    .route('/saved', savedRoutes)
    .route('/restock-alerts', restockAlertRoutes)
    .route('/push', pushRoutes)
    .route('/shop-pages', shopPageRoutes)
    .route('/contact', contactRoutes)
    .route('/users', userRoutes)
    .route('/client-errors', clientErrorRoutes());
  app.route('/api', api);
  app.all('/api/*', handleNotFound);
  app.get('/uploads/:name', serveUploads);
  app.route('/', seoRoutes);
  app.get('/', homeInChosenLanguage);
  for (const locale of LOCALES) app.route(localizedPath(locale, '/restock-alerts'), restockAlertPageRoutes(locale));
  if (options.distDir) {
    const csp = securityHeaderRecord(deps.env)['content-security-policy']!;
    const pages = options.pages;
    const renders = createRenderLimit(deps.env.pageRendersPerMinute);
    const rendererFor = (path: string) => pages?.[localeOfPath(path).locale];
    mountSpa(app, options.distDir, {
      renders: (path) => rendererFor(path) !== undefined && isServerRenderedPath(path),
      serve: (c) => servePage(c, rendererFor(c.req.path)!, csp, renders),
    });
  }
  app.onError(handleError);
  // Outside the API a person may be reading: the shop's page, with ways on.
  app.notFound((c) =>
    c.req.path.startsWith('/api') ? handleNotFound(c) : c.html(refusedPage(404, localeOfPath(c.req.path).locale), 404, { 'cache-control': 'no-store' }),
  );
  return app;
}
