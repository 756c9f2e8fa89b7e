import { type ParsedLocation, redirect } from '@tanstack/react-router';
import type { SessionUser } from '#domain/schemas/user.ts';
import { currentSession } from './session.ts';

/**
 * beforeLoad guard for the signed-in routes of spec §2: without a live session the visitor goes
 * to /login carrying where they were going, so signing in lands them back there.
 * Returns the session user so a route (or the admin guard built on it) can use it.
 */
export function requireSession({ location }: { location: ParsedLocation }): SessionUser {
  const user = currentSession();
  if (!user) throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
  return user;
}
