import * as m from '#messages';
import { createFileRoute } from '@tanstack/react-router';
import { AdminPending } from '#src/app/layout/admin-frame.tsx';
import { adminUserListQueryOptions } from '#src/features/admin-users/admin-user-queries.ts';
import { UserList } from '#src/features/admin-users/user-list.tsx';

export const Route = createFileRoute('/admin/userlist')({
  loader: ({ context }) => context.queryClient.ensureQueryData(adminUserListQueryOptions()),
  head: () => ({ meta: [{ title: m.admin_title_users() }] }),
  pendingComponent: AdminPending,
  component: UserList,
});
