/**
 * spec §3: the signed-in user, persisted under 'userInfo', carrying the token. A module of its own:
 * the early cart's head script reads it too (features/cart/early-cart.head.ts).
 */
export const SESSION_STORAGE_KEY = 'userInfo';
