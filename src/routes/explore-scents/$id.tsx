import { useQueryClient, useQueryErrorResetBoundary, useSuspenseQuery } from '@tanstack/react-query';
import { foregroundWork } from '#src/platform/page-lifecycle/foreground-work.ts';
import { createFileRoute, type ErrorComponentProps, notFound, useRouter } from '@tanstack/react-router';
import { messages } from '#domain/messages.ts';
import { ApiError } from '#src/platform/api-client.ts';
import { catalogueKeys, productQueryOptions } from '#src/features/catalogue/catalogue-queries.ts';
import { ProductLoadError } from '#src/features/product/product-load-error.tsx';
import { ProductPage } from '#src/features/product/product-page.tsx';
import { ProductSkeleton } from '#src/features/product/product-skeleton.tsx';
import { productHead } from '#src/features/seo/product-head.ts';
import { earlyCartData } from '#src/features/cart/early-cart-look.ts';
import { hasEarlyCart, openEarlyCart } from '#src/features/cart/early-cart-open.ts';
import { hasEarlyAdds } from '#src/features/cart/early-cart-keys.ts';
import { afterPageSettles } from '#src/platform/page-lifecycle/after-page-load.ts';
import { lazyPart } from '#src/ui/lazy-part.tsx';
import { NotifyMePlaceholder } from '#src/features/restock-alerts/notify-me-placeholder.tsx';

// "Notify me" only for a sold-out scent: its code is fetched then, never on an in-stock page.
const NotifyMe = lazyPart(() => import('#src/features/restock-alerts/notify-me.tsx').then((module) => module.NotifyMe));

export const Route = createFileRoute('/explore-scents/$id')({
  // An unknown or malformed id is a page that does not exist (the server answers it with 404).
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(productQueryOptions(params.id)).catch((error: unknown) => {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound();
      throw error;
    }),
  head: ({ loaderData, match }) => (loaderData ? productHead(loaderData, match.context.site.origin) : {}),
  pendingComponent: ProductSkeleton,
  // spec §8: the server's message ('Product not found') and a way back.
  notFoundComponent: () => <ProductLoadError message={messages.productNotFound} />,
  errorComponent: ProductRouteError,
  component: ProductRoute,
});

// The cart's code (Dexie, sonner) is not in the page's first files (below for when it is fetched;
// sooner when the shopper reaches for Add to Cart). See add-to-cart-from-page.ts.
const loadAddToCart = () =>
  foregroundWork(import('#src/features/cart/add-to-cart-from-page.ts')).then((m) => {
    addToCartNow = m.addToCartFromPage;
    return m.addToCartFromPage;
  });
// Once the cart's code is here, a tap adds in its own task: even an import() of a module already
// loaded answers a task or two later, which a settled tap on a slowed phone would wait for. Until
// then, a tap opens the early cart (features/cart/early-cart-open.ts).
type AddToCart = Awaited<ReturnType<typeof loadAddToCart>>;
let addToCartNow: AddToCart | undefined;
// Add to Cart's own code (Dexie, the dialog): a page the server rendered has the early cart, which
// opens at once for a tap made before this code is here, so the code waits until the page has
// settled (or the shopper reaches for Add to Cart): while the page is loading, its 30 KB and their
// evaluation were the larger part of a phone's blocked main thread (Lighthouse's TBT). A page
// reached in the app has no early cart: it asks on its first render (once: by then the router has
// named the stylesheets the page carries inline, which the cart's code shares, so none is fetched
// again), and a tap waits for no further round trip.
let cartCodeAsked = false;
function askForCartCode(): void {
  if (cartCodeAsked || import.meta.env.SSR) return;
  cartCodeAsked = true;
  // An add the early cart kept (tapped before the page was interactive): the shopper is looking at
  // that cart, which the app's takes over as soon as its code is here.
  const when = hasEarlyCart() && !hasEarlyAdds() ? afterPageSettles() : Promise.resolve();
  void when.then(loadAddToCart).catch(() => {
    cartCodeAsked = false;
  });
}

/** Add to Cart's tap, by how much of the cart's code the page has. */
function tapAddToCart(product: Parameters<AddToCart>[0], qty: number, control: HTMLButtonElement): Promise<void> {
  if (addToCartNow) return addToCartNow(product, qty);
  // The early cart is open: the app's takes it over once its code is here.
  if (openEarlyCart(control))
    return loadAddToCart().then(
      () => undefined,
      () => undefined,
    );
  return loadAddToCart().then(
    (add) => add(product, qty),
    // Offline before the service worker held the file: said as any failed add is.
    () => import('sonner').then(({ toast }) => void toast.error(messages.genericError)),
  );
}

function ProductRoute() {
  const { id } = Route.useParams();
  const queryClient = useQueryClient();
  const { data: product } = useSuspenseQuery(productQueryOptions(id));
  askForCartCode();
  return (
    <ProductPage
      product={product}
      onAddToCart={(qty, control) => tapAddToCart(product, qty, control)}
      // Once the code is here, nothing to fetch: a settled tap's pointer and focus events stay cheap.
      onReachForCart={() => void (addToCartNow ?? loadAddToCart().catch(() => undefined))}
      // A tap before the page is interactive opens the cart at once (features/cart/early-cart.head.ts).
      earlyCart={earlyCartData(product)}
      // The new review changes this page, and the rating on every card that shows the scent.
      onReviewed={() => queryClient.invalidateQueries({ queryKey: catalogueKeys.all })}
      soldOutAction={<NotifyMe productId={product.id} name={product.name} fallback={<NotifyMePlaceholder />} />}
    />
  );
}

function ProductRouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  return (
    <ProductLoadError
      error={error}
      onRetry={() => {
        queryReset.reset();
        reset();
        void router.invalidate();
      }}
    />
  );
}
