// An admin on a tablet leaves a screen open for days; by the time they tap, the token may have
// expired. spec §5 asks that product creation check the session first and say
// 'Session Expired please log back in'; a 401 from any admin call means the same thing.
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { messages } from '#domain/messages.ts';
import type { SessionUser } from '#domain/schemas/user.ts';
import { ApiError } from '../api-client.ts';
import { clearSession, currentSession } from './session.ts';

export class SessionExpiredError extends Error {
  constructor() {
    super(messages.sessionExpired);
    this.name = 'SessionExpiredError';
  }
}

/** The signed-in user, or SessionExpiredError when the stored token has expired or is gone. */
export function liveSession(): SessionUser {
  const user = currentSession();
  if (!user) throw new SessionExpiredError();
  return user;
}

export function isSessionExpired(error: unknown): boolean {
  return error instanceof SessionExpiredError || (error instanceof ApiError && error.status === 401);
}

/**
 * Says the session expired and sends the admin to sign in again, then back to this screen. The
 * dead token is dropped first: a revoked one still looks valid on the device, and /login would
 * otherwise send a "signed-in" visitor straight back here.
 */
export function useSessionExpired() {
  const navigate = useNavigate();
  const router = useRouter();
  return useCallback(() => {
    toast.error(messages.sessionExpired);
    clearSession();
    void navigate({ to: '/login', search: { redirect: router.state.location.href }, replace: true });
  }, [navigate, router]);
}
