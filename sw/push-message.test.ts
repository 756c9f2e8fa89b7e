import { describe, expect, it } from 'vitest';
import { readPushNotification, shopPath } from './push-message.ts';

describe('a push as the service worker reads it (issue 23)', () => {
  it('takes the title, body, path and tag the server sends', () => {
    const data = JSON.stringify({ title: 'Iris is back', body: 'While samples last.', url: '/explore-scents/abc', tag: 'restock-abc' });
    expect(readPushNotification(data)).toEqual({ title: 'Iris is back', body: 'While samples last.', path: '/explore-scents/abc', tag: 'restock-abc' });
  });

  it('shows nothing for a push it cannot read', () => {
    for (const data of [undefined, '', 'not json', 'null', '42', JSON.stringify({ body: 'no title' }), JSON.stringify({ title: '   ' })]) {
      expect(readPushNotification(data)).toBeUndefined();
    }
  });

  it("opens only this shop's pages", () => {
    expect(shopPath('/order/1')).toBe('/order/1');
    for (const url of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 42, undefined]) expect(shopPath(url)).toBe('/');
  });
});
