import { describe, expect, it } from 'vitest';
import { domainsOf, mailboxOf } from './mailbox.ts';

describe('mailboxOf', () => {
  it('is one mailbox for every plus-tag, case and Gmail spelling of it', () => {
    const forms = [
      'victim@gmail.com',
      'Victim@Gmail.com',
      'victim+1@gmail.com',
      'victim+40@gmail.com',
      'v.i.c.t.i.m@gmail.com',
      'V.ictim+shop+x@googlemail.com',
      ' victim@gmail.com. ',
    ];
    for (const form of forms) expect(mailboxOf(form), form).toBe('victim@gmail.com');
  });

  it('strips plus-tags at any domain, but keeps dots where they make a different mailbox', () => {
    expect(mailboxOf('Ann.Lee+news@Example.com')).toBe('ann.lee@example.com');
    expect(mailboxOf('annlee@example.com')).not.toBe(mailboxOf('ann.lee@example.com'));
  });

  it('keeps apart what is not the same mailbox', () => {
    expect(mailboxOf('victim@gmail.com')).not.toBe(mailboxOf('victim@gmail.co'));
    expect(mailboxOf('victim@gmail.com')).not.toBe(mailboxOf('victim2@gmail.com'));
    // A plus that begins the local part is the name itself, not a tag.
    expect(mailboxOf('+1@example.com')).toBe('+1@example.com');
  });

  it('leaves something that is not an address as it is, lower-cased', () => {
    expect(mailboxOf('No-At-Sign')).toBe('no-at-sign');
  });

  it('names every domain a mailbox may be written with', () => {
    expect(domainsOf(mailboxOf('v.ictim@googlemail.com'))).toEqual(['gmail.com', 'googlemail.com']);
    expect(domainsOf(mailboxOf('ann+x@Example.com'))).toEqual(['example.com']);
  });
});
