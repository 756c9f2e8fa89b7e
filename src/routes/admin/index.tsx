import { createFileRoute, redirect } from '@tanstack/react-router';

// '/admin' alone opens the products, the screen an admin uses most.
export const Route = createFileRoute('/admin/')({
  beforeLoad: () => {
    throw redirect({ to: '/admin/productlist', replace: true });
  },
});
