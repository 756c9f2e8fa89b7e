import { positiveInteger, yesOrNo } from '#src/platform/url-search.ts';

/** /admin/orderlist?page&paid&delivered: a stale or hand-edited value falls back to "all". */
export type OrderListSearch = { page?: number | undefined; paid?: boolean | undefined; delivered?: boolean | undefined };

export function validateOrderListSearch(search: Record<string, unknown>): OrderListSearch {
  return { page: positiveInteger(search.page), paid: yesOrNo(search.paid), delivered: yesOrNo(search.delivered) };
}
