// How the SPA is cut into files (issue: performance). A first visit to `/` should download the
// shell, the router, the query cache and the home page, and nothing of the account, checkout,
// PayPal or admin screens.

/** The routes a shopper lands on from outside: their loaders stay in the entry (see below). */
const LANDING_ROUTES = new Set(['/', '/explore-scents/$id', '/explore-scents/_catalogue', '/explore-scents/_catalogue/']);

type Grouping = Array<Array<'loader' | 'component' | 'pendingComponent' | 'errorComponent' | 'notFoundComponent'>>;

/**
 * TanStack Router's automatic code splitting moves each route's components into their own file
 * but keeps its loader (and what the loader imports: query options, schemas) in the entry.
 * That is right for the landing pages, whose data request would otherwise wait for one more file
 * (their page and its skeleton come together, in one file); every other route keeps loader, page and pending screen together in one file fetched on intent
 * (defaultPreload: 'intent'), so their query code stays out of the first visit.
 */
export function routeSplitBehavior({ routeId }: { routeId: string }): Grouping {
  if (LANDING_ROUTES.has(routeId) || routeId.startsWith('/explore-scents/_catalogue/')) {
    return [['component', 'pendingComponent'], ['errorComponent'], ['notFoundComponent']];
  }
  return [['loader', 'component', 'pendingComponent'], ['errorComponent'], ['notFoundComponent']];
}
