import { parse } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_SERVICE_HOSTS } from './push-settings.ts';
import { isAllowedEndpoint, parsePushEndpoint } from './push-endpoint.ts';

describe('push endpoints a client may name (issues 23, 49)', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:APA91b',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://web.push.apple.com/QGx',
    'https://wns2-by3p.notify.windows.com/w/?token=BQYAAA%3d%3d',
  ])("takes the browsers' push services: %s", (endpoint) => {
    expect(isAllowedEndpoint(endpoint, DEFAULT_PUSH_SERVICE_HOSTS)).toBe(true);
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/x',
    'https://fcm.googleapis.com.evil.example/x',
    'https://evil.example/fcm.googleapis.com',
    'https://push.apple.com/x',
    'https://user:pass@fcm.googleapis.com/x',
    'https://127.0.0.1/x',
    'https://[::1]/x',
    'https://169.254.169.254/latest/meta-data',
    'https://localhost:8443/x',
    'file:///etc/passwd',
    'not a url',
    '',
  ])('refuses anything else: %s', (endpoint) => {
    expect(isAllowedEndpoint(endpoint, DEFAULT_PUSH_SERVICE_HOSTS)).toBe(false);
  });

  // The red team's table (issue 49): hosts that WHATWG's parser reads as a push service and
  // Node's legacy url.parse() (what web-push 3.6.7 sends with) as another host, and the rest.
  it.each([
    ['`;` ends the legacy host', 'https://127.0.0.7;.push.apple.com/x'],
    ['`{`', 'https://127.0.0.7{.push.apple.com/x'],
    ['`}`', 'https://127.0.0.7}.push.apple.com/x'],
    ['a backtick', 'https://127.0.0.7`.push.apple.com/x'],
    ['a single quote', "https://127.0.0.7'.push.apple.com/x"],
    ['a double quote', 'https://127.0.0.7".push.apple.com/x'],
    ['an escaped `;`', 'https://127.0.0.7%3b.push.apple.com/x'],
    ['`_`', 'https://a_b.push.apple.com/x'],
    ['`$`', 'https://a$b.push.apple.com/x'],
    ['a backslash', 'https://web.push.apple.com\\@127.0.0.7/x'],
    ['userinfo', 'https://user@web.push.apple.com/x'],
    ['userinfo naming an address', 'https://127.0.0.7:443@web.push.apple.com/x'],
    ['an IPv4 literal', 'https://127.0.0.7/x'],
    ['an IPv4 number', 'https://2130706433/x'],
    ['an IPv4 in hex', 'https://0x7f.0.0.1/x'],
    ['an IPv6 literal', 'https://[::1]/x'],
    ['an IPv4-mapped IPv6 literal', 'https://[::ffff:127.0.0.7]/x'],
    ['an IDN', 'https://wéb.push.apple.com/x'],
    ['punycode', 'https://xn--wb-9ka.push.apple.com/x'],
    ['fullwidth letters', 'https://ｗeb.push.apple.com/x'],
    ['an ideographic full stop', 'https://web.push.apple。com/x'],
    ['upper case', 'https://WEB.push.apple.com/x'],
    ['a trailing dot', 'https://web.push.apple.com./x'],
    ['a trailing dot on an exact host', 'https://fcm.googleapis.com./fcm/send/x'],
    ['an empty label', 'https://web..push.apple.com/x'],
    ['another port', 'https://fcm.googleapis.com:8443/fcm/send/x'],
    ['443 spelt out', 'https://fcm.googleapis.com:443/fcm/send/x'],
    ['a port on a wildcard host', 'https://web.push.apple.com:22/x'],
    ['a fragment', 'https://web.push.apple.com/x#y'],
    ['dot segments', 'https://web.push.apple.com/a/../x'],
    ['a space', 'https://web.push.apple.com/a b'],
  ])('refuses %s: %s', (_why, endpoint) => {
    expect(parsePushEndpoint(endpoint, DEFAULT_PUSH_SERVICE_HOSTS)).toBeUndefined();
  });

  it('gives the URL that both parsers read alike, so the host checked is the host posted to', () => {
    const endpoint = 'https://web.push.apple.com/QGx?a=1';
    const url = parsePushEndpoint(endpoint, DEFAULT_PUSH_SERVICE_HOSTS)!;
    expect(url.href).toBe(endpoint);
    const legacy = parse(endpoint);
    expect([url.hostname, url.port, `${url.pathname}${url.search}`]).toEqual([legacy.hostname, legacy.port ?? '', legacy.path]);
  });

  it('takes an address or a port only where PUSH_SERVICE_HOSTS names them together', () => {
    expect(isAllowedEndpoint('https://127.0.0.1:40123/push/1', ['127.0.0.1:40123'])).toBe(true);
    expect(isAllowedEndpoint('https://127.0.0.1:40124/push/1', ['127.0.0.1:40123'])).toBe(false);
    expect(isAllowedEndpoint('https://127.0.0.1/push/1', ['127.0.0.1:40123'])).toBe(false);
    expect(isAllowedEndpoint('https://127.0.0.1:40123/push/1', ['127.0.0.1'])).toBe(false);
    expect(isAllowedEndpoint('https://127.0.0.1/push/1', ['127.0.0.1'])).toBe(true);
    expect(isAllowedEndpoint('https://push.test.example/1', ['push.test.example:443'])).toBe(true);
    expect(isAllowedEndpoint('https://fcm.googleapis.com/x', ['127.0.0.1:40123'])).toBe(false);
    // A wildcard never matches an address, even one that ends like it.
    expect(isAllowedEndpoint('https://1.2.3.4/x', ['*.3.4'])).toBe(false);
  });
});
