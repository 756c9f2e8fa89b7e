import * as m from '#messages';
import { usePageTitle } from '#src/app/document/page-title.ts';
import { createFileRoute } from '@tanstack/react-router';
import { AdminPending } from '#src/app/layout/admin-frame.tsx';
import { adminProductQueryOptions } from '#src/features/admin-products/admin-product-queries.ts';
import { ProductEditForm } from '#src/features/admin-products/product-edit-form.tsx';

export const Route = createFileRoute('/admin/product/$id/edit')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(adminProductQueryOptions(params.id)).then((product) => ({ title: m.admin_title_edit({ name: product.name }) })),
  pendingComponent: AdminPending,
  component: ProductEditPage,
});

function ProductEditPage() {
  // The title comes with the page's file (its loader), not in the first visit's route tree.
  usePageTitle(Route.useLoaderData().title);
  const { id } = Route.useParams();
  // Keyed by id: moving from one product's form to another's starts from that product's values.
  return <ProductEditForm key={id} id={id} />;
}
