import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cspForPage, inlineScriptHashes } from './page-csp.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('page CSP', () => {
  const html = [
    '<script>self.$_TSR={}</script>',
    '<script type="module" src="/assets/entry.js"></script>',
    '<script type="application/ld+json">{"@type":"Product"}</script>',
    '<script data-tsr-stream-part="">$R=[]</script>',
  ].join('');

  it('allows each inline script by its hash, not the ones with a src, not data blocks', () => {
    expect(inlineScriptHashes(html)).toEqual([sha('self.$_TSR={}'), sha('$R=[]')]);
  });

  it("adds them to script-src only, leaving the app's other rules as they are", () => {
    const base = "default-src 'self'; script-src 'self' https://www.paypal.com; style-src 'self'";
    expect(cspForPage(base, html)).toBe(
      `default-src 'self'; script-src 'self' https://www.paypal.com ${sha('self.$_TSR={}')} ${sha('$R=[]')}; style-src 'self'`,
    );
    expect(cspForPage(base, '<p>no scripts</p>')).toBe(base);
  });
});
