import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AdminFrame } from '#src/app/layout/admin-frame.tsx';
import { requireAdmin } from '#src/platform/session/require-admin.ts';

// Every /admin/... screen sits under this guard (spec §2: non-admins go to /login).
export const Route = createFileRoute('/admin')({
  beforeLoad: ({ location }) => {
    requireAdmin({ location });
  },
  component: AdminLayout,
});

function AdminLayout() {
  return (
    <AdminFrame>
      <Outlet />
    </AdminFrame>
  );
}
