import { describe, expect, it } from 'vitest';
import type { SessionUser } from '#domain/schemas/user.ts';
import { mayOpen } from './require-admin.ts';

const user = (isAdmin: boolean): SessionUser => ({ id: 'u', _id: 'u', name: 'U', email: 'u@example.com', isAdmin, createdAt: '', token: 't' });

describe('mayOpen (whether /login sends a signed-in visitor on to ?redirect=)', () => {
  it('keeps a shopper on /login when the redirect is an admin screen', () => {
    for (const href of ['/admin', '/admin/userlist', '/admin/product/1/edit?x=1', '/admin?x', '/admin#top'])
      expect(mayOpen(user(false), href), href).toBe(false);
  });
  it('sends everyone else on', () => {
    expect(mayOpen(user(true), '/admin/userlist')).toBe(true);
    for (const href of [undefined, '/', '/checkout', '/administration', '/explore-scents?q=/admin'])
      expect(mayOpen(user(false), href), String(href)).toBe(true);
  });
});
