import * as m from '#messages';
import { createFileRoute } from '@tanstack/react-router';
import { requireSession } from '#src/platform/session/require-session.ts';
import { useSession } from '#src/platform/session/session.ts';
import { AccountFrame } from '#src/features/account/account-frame.tsx';
import { ProfileForm } from '#src/features/account/profile-form.tsx';
import { YourData } from '#src/features/account/your-data.tsx';
import { useLogout } from '#src/app/logout.ts';
import { messages } from '#domain/messages.ts';

export const Route = createFileRoute('/my-profile')({
  beforeLoad: ({ location }) => {
    requireSession({ location });
  },
  component: MyProfileRoute,
});

function MyProfileRoute() {
  const user = useSession();
  // Keyed by the user so a sign-in as someone else never shows the previous person's values.
  const logout = useLogout();
  return (
    <AccountFrame title={m.account_my_profile()}>
      {user ? (
        <>
          <ProfileForm key={user.id} user={user} />
          {/* Deleted: this device forgets the shopper as a logout does, and says why. */}
          <YourData onDeleted={() => logout(messages.accountDeleted)} />
        </>
      ) : null}
    </AccountFrame>
  );
}
