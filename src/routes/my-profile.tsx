import { createFileRoute } from '@tanstack/react-router';
import { requireSession } from '#src/app/require-session.ts';
import { useSession } from '#src/app/session.ts';
import { AccountFrame } from '#src/features/account/account-frame.tsx';
import { ProfileForm } from '#src/features/account/profile-form.tsx';

export const Route = createFileRoute('/my-profile')({
  beforeLoad: ({ location }) => {
    requireSession({ location });
  },
  component: MyProfileRoute,
});

function MyProfileRoute() {
  const user = useSession();
  // Keyed by the user so a sign-in as someone else never shows the previous person's values.
  return <AccountFrame title="My Profile">{user ? <ProfileForm key={user.id} user={user} /> : null}</AccountFrame>;
}
