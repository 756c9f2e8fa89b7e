import { queryOptions } from '@tanstack/react-query';
import type { ContactMessageInput, ShopPageView } from '#domain/schemas/shop-page.ts';
import { api } from '#src/platform/api-client.ts';
import { locale } from '#src/platform/locale.ts';
import { CATALOGUE_KEY_ROOT } from '#src/platform/query-client.ts';

// Under the catalogue's root: words that are the same for everybody, persisted on the device with
// the catalogue, so a shop page read once also opens offline (DESIGN §4). The page's language is in
// the key and in the URL (`?lang=fr`; English asks without it): browsers and the service worker
// keep the answer by its URL, so each language's text is kept apart.
const LANG_QUERY = locale === 'en' ? '' : `?lang=${locale}`;

export const shopPageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [CATALOGUE_KEY_ROOT, 'shop-page', locale, slug] as const,
    queryFn: ({ signal }) => api.get<ShopPageView>(`/api/shop-pages/${encodeURIComponent(slug)}${LANG_QUERY}`, { signal, token: null }),
    staleTime: 10 * 60_000,
  });

/** Sends a contact message (POST /api/contact); `idempotencyKey` is kept by the form across retries. */
export const sendContactMessage = (input: ContactMessageInput, idempotencyKey: string) =>
  api.post<{ message: string }>('/api/contact', input, { token: null, idempotencyKey });
