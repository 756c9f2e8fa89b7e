import { createFileRoute } from '@tanstack/react-router';
import { requireSession } from '#src/platform/session/require-session.ts';
import { useSession } from '#src/platform/session/session.ts';
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
