// Readers for a route's search params (its `validateSearch`). Every route checks its URL before
// anything renders, so these are in the first page's script: plain functions, a few hundred
// bytes, rather than a schema library. A stale or hand-edited value reads as "not given".

/** The value when it is one of `allowed`, else undefined. */
export function oneOf<const T extends readonly string[]>(allowed: T, raw: unknown): T[number] | undefined {
  return typeof raw === 'string' && (allowed as readonly string[]).includes(raw) ? raw : undefined;
}

/** A whole number from 1, else undefined. */
export const positiveInteger = (raw: unknown): number | undefined => (typeof raw === 'number' && Number.isInteger(raw) && raw >= 1 ? raw : undefined);

/** true or false (the router writes ?paid=true as a boolean), else undefined. */
export const yesOrNo = (raw: unknown): boolean | undefined => (typeof raw === 'boolean' ? raw : undefined);
