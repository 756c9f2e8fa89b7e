import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { mayOpen } from '#src/platform/session/require-admin.ts';
import { useSession } from '#src/platform/session/session.ts';
import { DEFAULT_REDIRECT } from './redirect-target.ts';

/**
 * spec §2: a signed-in visitor of /login or /register goes on to the redirect target. The
 * routes' beforeLoad does it on the client; this does it once a page the server rendered (always
 * signed out) has hydrated and the session on this device is known.
 */
export function useSignedInRedirect(redirect: string | undefined): void {
  const user = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (user && mayOpen(user, redirect)) void navigate({ href: redirect ?? DEFAULT_REDIRECT, replace: true });
  }, [user, redirect, navigate]);
}
