import * as m from '#messages';
import { Link } from '@tanstack/react-router';
import { Pagination } from '#src/ui/pagination.tsx';

export function AdminPagination({ page, pages }: { page: number; pages: number }) {
  return (
    <Pagination
      page={page}
      pages={pages}
      label={m.admin_product_pages()}
      link={(n, props) =>
        n === 1 ? (
          <Link to="/admin/productlist" activeOptions={{ exact: true }} {...props} />
        ) : (
          <Link to="/admin/productlist/page/$pageNumber" params={{ pageNumber: String(n) }} activeOptions={{ exact: true }} {...props} />
        )
      }
    />
  );
}
