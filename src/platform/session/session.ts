import { useSyncExternalStore } from 'react';
import type { SessionUser } from '#domain/schemas/user.ts';
import { SESSION_STORAGE_KEY } from './session-storage-key.ts';

type Listener = () => void;
const listeners = new Set<Listener>();
const notify = () => listeners.forEach((l) => l());

/** Seconds-since-epoch expiry of a JWT, or null when the token cannot be decoded. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof json.exp === 'number' ? json.exp : null;
  } catch {
    return null;
  }
}

/** spec §4: an expired or undecodable token counts as expired. */
export function isTokenExpired(token: string, now = Date.now()): boolean {
  const exp = tokenExpiry(token);
  return exp === null || exp * 1000 <= now;
}

let cachedRaw: string | null | undefined;
let cachedUser: SessionUser | null = null;

function readStored(): SessionUser | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw === cachedRaw) return cachedUser;
  cachedRaw = raw;
  cachedUser = null;
  if (raw) {
    try {
      const parsed = JSON.parse(raw) as Partial<SessionUser>;
      if (typeof parsed.token === 'string' && typeof parsed.id === 'string') cachedUser = parsed as SessionUser;
    } catch {
      /* a damaged entry counts as signed out */
    }
  }
  return cachedUser;
}

/** The stored user whatever the token's state (the outbox needs to know who was signed in). */
export const storedSession = readStored;

/** The signed-in user, or null when signed out or the token has expired. */
export function currentSession(): SessionUser | null {
  const user = readStored();
  return user && !isTokenExpired(user.token) ? user : null;
}

/** spec §3: the payload's `user` field when present, otherwise the whole payload. */
export function saveSession(payload: { user?: SessionUser } | SessionUser) {
  const user = 'user' in payload && payload.user ? payload.user : (payload as SessionUser);
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
  notify();
}

export function clearSession() {
  localStorage.removeItem(SESSION_STORAGE_KEY);
  notify();
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === SESSION_STORAGE_KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Calls `listener` on sign-in and sign-out, in this tab and in others; returns the unsubscribe. */
export const onSessionChange = (listener: Listener): (() => void) => subscribe(listener);

/** React view of the session; re-renders on sign-in/out in this tab and in others. */
export function useSession(): SessionUser | null {
  const user = useSyncExternalStore(subscribe, readStored, () => null);
  return user && !isTokenExpired(user.token) ? user : null;
}
