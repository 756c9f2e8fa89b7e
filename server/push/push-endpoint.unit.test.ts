import { describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_SERVICE_HOSTS } from './push-settings.ts';
import { isAllowedEndpoint } from './push-endpoint.ts';

describe('push endpoints a client may name (issue 23)', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:APA91b',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://web.push.apple.com/QGx',
    'https://wns2-by3p.notify.windows.com/w/?token=BQYAAA',
  ])('takes the browsers\' push services: %s', (endpoint) => {
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

  it('takes the hosts PUSH_SERVICE_HOSTS names instead, on any port', () => {
    expect(isAllowedEndpoint('https://127.0.0.1:40123/push/1', ['127.0.0.1'])).toBe(true);
    expect(isAllowedEndpoint('https://fcm.googleapis.com/x', ['127.0.0.1'])).toBe(false);
  });
});
