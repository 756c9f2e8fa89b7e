// How the SPA is cut into files (issue: performance). A first visit to `/` should download the
// shell, the router, the query cache and the home page, and nothing of the account, checkout,
// PayPal or admin screens.

/**
 * The pages a shopper lands on from outside (home, the catalogue's pages, a scent's page): their
 * loaders stay in the entry (see below), their code comes in one file per set of them that shares
 * it (landing-chunks.ts), and they name their files for after the first paint (route-manifest.ts).
 */
export const LANDING_PAGES = [
  { page: 'home', isRoute: (routeId: string) => routeId === '/', routeFile: /\/src\/routes\/index\.tsx\?/ },
  { page: 'catalogue', isRoute: (routeId: string) => routeId.startsWith('/explore-scents/_catalogue'), routeFile: /\/src\/routes\/explore-scents\/_catalogue(\.tsx|\/[^?]*)\?/ },
  { page: 'product', isRoute: (routeId: string) => routeId === '/explore-scents/$id', routeFile: /\/src\/routes\/explore-scents\/\$id\.tsx\?/ },
] as const;

export const isLandingRoute = (routeId: string) => LANDING_PAGES.some((landing) => landing.isRoute(routeId));

type Grouping = Array<Array<'loader' | 'component' | 'pendingComponent' | 'errorComponent' | 'notFoundComponent'>>;

/**
 * TanStack Router's automatic code splitting moves each route's components into their own file
 * but keeps its loader (and what the loader imports: query options, schemas) in the entry.
 * That is right for the landing pages, whose data request would otherwise wait for one more file
 * (their page and its skeleton come together, in one file); every other route keeps loader, page and pending screen together in one file fetched on intent
 * (defaultPreload: 'intent'), so their query code stays out of the first visit.
 */
export function routeSplitBehavior({ routeId }: { routeId: string }): Grouping {
  if (isLandingRoute(routeId)) {
    return [['component', 'pendingComponent'], ['errorComponent'], ['notFoundComponent']];
  }
  return [['loader', 'component', 'pendingComponent'], ['errorComponent'], ['notFoundComponent']];
}
