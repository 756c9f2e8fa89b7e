import { queryOptions } from '@tanstack/react-query';
import type { CatalogueQuery } from '#domain/catalogue-urls.ts';
import type { Product, ProductPage } from '#domain/schemas/product.ts';
import { api } from '#src/platform/api-client.ts';
import { deviceCatalogue, deviceProduct, keepProduct, keepProducts } from '#src/platform/local-catalogue.ts';
import { readCatalogueFresh } from '#src/platform/catalogue-writes.ts';
import { CATALOGUE_KEY_ROOT } from '#src/platform/query-client.ts';
import { fromServerOrDevice, retryDeviceAnswers, staleUnlessFromServer } from './catalogue-source.ts';
import { type DeviceMark, deviceFeatured, searchDeviceCatalogue } from './device-catalogue.ts';

// Every key starts with 'catalogue': the persister keeps exactly these (public data) on the
// device, which is what lets scents seen before be browsed offline (DESIGN §4).
export const catalogueKeys = {
  all: [CATALOGUE_KEY_ROOT] as const,
  lists: () => [...catalogueKeys.all, 'list'] as const,
  list: (query: CatalogueQuery) => [...catalogueKeys.lists(), normalise(query)] as const,
  featured: () => [...catalogueKeys.all, 'featured'] as const,
  products: () => [...catalogueKeys.all, 'product'] as const,
  product: (id: string) => [...catalogueKeys.products(), id] as const,
};

/** Drops empty parts so '/explore-scents' and '/explore-scents?occasion=' share one cache entry. */
function normalise({ keyword, page, occasion, vibe, season }: CatalogueQuery) {
  const trimmed = keyword?.trim();
  return {
    page,
    ...(trimmed ? { keyword: trimmed } : {}),
    ...(occasion ? { occasion } : {}),
    ...(vibe ? { vibe } : {}),
    ...(season ? { season } : {}),
  };
}

export function catalogueSearchParams(query: CatalogueQuery): string {
  const { page, ...rest } = normalise(query);
  const params = new URLSearchParams({ ...rest, pageNumber: String(page) });
  return params.toString();
}

// Public reads go without the session's token: the answer is the same for everyone, and only
// such requests may be kept by the service worker (DESIGN §4: nothing of a user in a shared cache).
// Without a connection they are answered from the catalogue kept on the device, with its age.

const savedRows = async () => {
  const rows = await deviceCatalogue();
  return rows.length > 0 ? rows : undefined;
};

export const productListQueryOptions = (query: CatalogueQuery) =>
  queryOptions({
    queryKey: catalogueKeys.list(query),
    queryFn: ({ signal }): Promise<ProductPage & DeviceMark> =>
      fromServerOrDevice(
        () => api.get<ProductPage>(`/api/products?${catalogueSearchParams(query)}`, { signal, token: null, fresh: readCatalogueFresh() }),
        (page) => keepProducts(page.products),
        async () => {
          const rows = await savedRows();
          return rows && searchDeviceCatalogue(rows, query);
        },
      ),
    staleTime: staleUnlessFromServer,
    refetchInterval: retryDeviceAnswers,
  });

export const featuredProductsQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.featured(),
    queryFn: ({ signal }): Promise<Product[] & DeviceMark> =>
      fromServerOrDevice(
        () => api.get<Product[]>('/api/products/featured', { signal, token: null, fresh: readCatalogueFresh() }),
        (products) => keepProducts(products),
        async () => {
          const rows = await savedRows();
          return rows && deviceFeatured(rows);
        },
      ),
    staleTime: staleUnlessFromServer,
    refetchInterval: retryDeviceAnswers,
  });

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: catalogueKeys.product(id),
    queryFn: ({ signal }): Promise<Product & DeviceMark> =>
      fromServerOrDevice(
        () => api.get<Product>(`/api/products/${encodeURIComponent(id)}`, { signal, token: null, fresh: readCatalogueFresh() }),
        (product) => keepProduct(product),
        async () => {
          const row = await deviceProduct(id);
          return row && { ...row.product, savedAt: row.savedAt };
        },
      ),
    staleTime: staleUnlessFromServer,
    refetchInterval: retryDeviceAnswers,
  });
