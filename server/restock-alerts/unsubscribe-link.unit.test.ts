import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkUnsubscribeLink, OLD_FORM_LINKS_WORK_UNTIL, unsubscribeUrl } from './unsubscribe-link.ts';

// Issue 49, point 5: links mailed before links had a day (no `until`, signed with JWT_SECRET
// itself) work for a grace, then expire; the raw secret never signs a link of the new form.
const secret = new TextEncoder().encode('a-secret-that-is-long-enough-for-hs256-signing');
const email = 'ada@example.com';
const raw = (message: string) => createHmac('sha256', secret).update(message).digest('base64url');
const oldForm = { email, sig: raw(`sillage-restock-unsubscribe:${email}`) };
const DAY_MS = 24 * 60 * 60 * 1000;

describe('an old-form unsubscribe link (no until)', () => {
  it('is valid until the grace ends, then expired', () => {
    expect(OLD_FORM_LINKS_WORK_UNTIL).toBe(Date.UTC(2026, 11, 7) + 90 * DAY_MS);
    expect(checkUnsubscribeLink(secret, oldForm, Date.UTC(2026, 11, 7))).toBe('valid');
    expect(checkUnsubscribeLink(secret, oldForm, OLD_FORM_LINKS_WORK_UNTIL - 1)).toBe('valid');
    expect(checkUnsubscribeLink(secret, oldForm, OLD_FORM_LINKS_WORK_UNTIL)).toBe('expired');
    expect(checkUnsubscribeLink(secret, oldForm, OLD_FORM_LINKS_WORK_UNTIL + 30 * DAY_MS)).toBe('expired');
  });

  it('proves nothing for another address, or signed with another secret, during the grace or after', () => {
    for (const now of [Date.UTC(2026, 11, 8), OLD_FORM_LINKS_WORK_UNTIL + DAY_MS]) {
      expect(checkUnsubscribeLink(secret, { ...oldForm, email: 'bob@example.com' }, now)).toBe('forged');
      expect(checkUnsubscribeLink(new TextEncoder().encode('another-secret-long-enough-for-hs256-signing'), oldForm, now)).toBe('forged');
    }
  });

  it('is told apart from the new form: the raw secret over an until is forged, a new link is valid', () => {
    const now = Date.UTC(2026, 11, 8);
    const until = Math.floor(now / 1000) + 3600;
    expect(checkUnsubscribeLink(secret, { email, until, sig: raw(`sillage-restock-unsubscribe:${email}:${until}`) }, now)).toBe('forged');
    // The old form's signature with an until added: forged too.
    expect(checkUnsubscribeLink(secret, { ...oldForm, until }, now)).toBe('forged');
    const query = new URL(unsubscribeUrl(secret, 'https://shop.example', email, now)).searchParams;
    expect(checkUnsubscribeLink(secret, { email, until: Number(query.get('until')), sig: query.get('sig')! }, now)).toBe('valid');
  });
});
