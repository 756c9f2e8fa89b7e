import * as m from '#messages';
import { usePageTitle } from '#src/app/document/page-title.ts';
import { createFileRoute } from '@tanstack/react-router';
import { AdminPending } from '#src/app/layout/admin-frame.tsx';
import { adminUserQueryOptions } from '#src/features/admin-users/admin-user-queries.ts';
import { UserEditForm } from '#src/features/admin-users/user-edit-form.tsx';

export const Route = createFileRoute('/admin/user/$id/edit')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(adminUserQueryOptions(params.id)).then((user) => ({ title: m.admin_title_edit({ name: user.name }) })),
  pendingComponent: AdminPending,
  component: UserEditPage,
});

function UserEditPage() {
  // The title comes with the page's file (its loader), not in the first visit's route tree.
  usePageTitle(Route.useLoaderData().title);
  const { id } = Route.useParams();
  return <UserEditForm key={id} id={id} />;
}
