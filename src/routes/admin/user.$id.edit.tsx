import * as m from '#messages';
import { createFileRoute } from '@tanstack/react-router';
import { AdminPending } from '#src/app/layout/admin-frame.tsx';
import { adminUserQueryOptions } from '#src/features/admin-users/admin-user-queries.ts';
import { UserEditForm } from '#src/features/admin-users/user-edit-form.tsx';

export const Route = createFileRoute('/admin/user/$id/edit')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(adminUserQueryOptions(params.id)),
  head: ({ loaderData }) => (loaderData ? { meta: [{ title: m.admin_title_edit({ name: loaderData.name }) }] } : {}),
  pendingComponent: AdminPending,
  component: UserEditPage,
});

function UserEditPage() {
  const { id } = Route.useParams();
  return <UserEditForm key={id} id={id} />;
}
