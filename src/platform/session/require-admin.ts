import { type ParsedLocation, redirect } from '@tanstack/react-router';
import type { SessionUser } from '#domain/schemas/user.ts';
import { requireSession } from './require-session.ts';

/**
 * beforeLoad guard for the admin routes (spec §2, §6): signed out, or signed in without the admin
 * flag, the visitor goes to /login carrying where they were going, so signing in there with an
 * admin account lands them back on the admin screen. The server refuses every admin call anyway;
 * this only spares a non-admin a screen of errors.
 */
export function requireAdmin({ location }: { location: ParsedLocation }): SessionUser {
  const user = requireSession({ location });
  if (!user.isAdmin) throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
  return user;
}

const ADMIN_PATH = /^\/admin(?:[/?#]|$)/;

/**
 * Whether this signed-in user may open `href`. /login sends a signed-in visitor on to its
 * ?redirect=, which for a non-admin and an admin screen would bounce straight back: the login
 * page asks this first and stays put instead, so another account can sign in.
 */
export function mayOpen(user: SessionUser, href: string | undefined): boolean {
  return user.isAdmin || href === undefined || !ADMIN_PATH.test(href);
}
