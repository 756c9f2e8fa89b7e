import { describe, expect, it } from 'vitest';
import { holdParty } from './hold-party.ts';

describe('holdParty', () => {
  it('is an IPv4 address itself, also when Node names it IPv4-mapped', () => {
    expect(holdParty('203.0.113.7')).toBe('203.0.113.7');
    expect(holdParty('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    const party = '2001:db8:0:1::/64';
    for (const address of ['2001:db8:0:1::1', '2001:0DB8:0000:0001:ffff:ffff:ffff:ffff', '2001:db8::1:0:0:0:5', '2001:db8:0:1:a::b%eth0']) {
      expect(holdParty(address)).toBe(party);
    }
    expect(holdParty('2001:db8:0:2::1')).not.toBe(party);
    expect(holdParty('::1')).toBe('0:0:0:0::/64');
    expect(holdParty('fe80::1.2.3.4')).toBe('fe80:0:0:0::/64');
  });

  it('keeps anything else as it came, bounded', () => {
    expect(holdParty('unknown')).toBe('unknown');
    expect(holdParty('x'.repeat(500))).toHaveLength(100);
  });
});
