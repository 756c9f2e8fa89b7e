import * as m from '#messages';
import { usePageTitle } from '#src/app/document/page-title.ts';
import { createFileRoute } from '@tanstack/react-router';
import { AdminPending } from '#src/app/layout/admin-frame.tsx';
import { adminUserListQueryOptions } from '#src/features/admin-users/admin-user-queries.ts';
import { UserList } from '#src/features/admin-users/user-list.tsx';

export const Route = createFileRoute('/admin/userlist')({
  loader: ({ context }) => context.queryClient.ensureQueryData(adminUserListQueryOptions()).then(() => ({ title: m.admin_title_users() })),
  pendingComponent: AdminPending,
  component: UserListPage,
});

function UserListPage() {
  // The title comes with the page's file (its loader), not in the first visit's route tree.
  usePageTitle(Route.useLoaderData().title);
  return <UserList />;
}
