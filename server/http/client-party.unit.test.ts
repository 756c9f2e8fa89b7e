import { describe, expect, it } from 'vitest';
import { clientParty } from './client-party.ts';

describe('clientParty', () => {
  it('is an IPv4 address itself, also when Node names it IPv4-mapped', () => {
    expect(clientParty('203.0.113.7')).toBe('203.0.113.7');
    expect(clientParty('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    const party = '2001:db8:0:1::/64';
    for (const address of ['2001:db8:0:1::1', '2001:0DB8:0000:0001:ffff:ffff:ffff:ffff', '2001:db8::1:0:0:0:5', '2001:db8:0:1:a::b%eth0']) {
      expect(clientParty(address)).toBe(party);
    }
    expect(clientParty('2001:db8:0:2::1')).not.toBe(party);
    expect(clientParty('::1')).toBe('0:0:0:0::/64');
    expect(clientParty('fe80::1.2.3.4')).toBe('fe80:0:0:0::/64');
  });

  it('keeps anything else as it came, bounded', () => {
    expect(clientParty('unknown')).toBe('unknown');
    expect(clientParty('x'.repeat(500))).toHaveLength(100);
  });
});
