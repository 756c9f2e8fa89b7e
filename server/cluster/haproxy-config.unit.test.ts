import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import { repoRoot } from '#server/server-files.ts';

// HAProxy cannot import our messages: its own error answers carry the text written in its
// configuration, which must stay the one the app knows.
describe('deploy/haproxy.cfg', () => {
  it("answers its own 502, 503 and 504 in JSON with the shop's message", () => {
    const config = readFileSync(`${repoRoot}/deploy/haproxy.cfg`, 'utf8');
    for (const status of [502, 503, 504]) {
      const line = config.split('\n').find((l) => l.trim().startsWith(`http-error status ${status} `));
      expect(line, `http-error for ${status}`).toBeDefined();
      expect(line).toContain('content-type "application/json; charset=utf-8"');
      const body = /string '(.*)'$/.exec(line!.trim())?.[1];
      expect(JSON.parse(body!)).toEqual({ message: messages.shopUnavailable, code: 'shopUnavailable' });
    }
  });

  it("refuses a flooding address with the app's own 429 message, in JSON, with Retry-After", () => {
    const config = readFileSync(`${repoRoot}/deploy/haproxy.cfg`, 'utf8');
    const line = config.split('\n').find((l) => l.trim().startsWith('http-request deny deny_status 429 '));
    expect(line, 'http-request deny for 429').toBeDefined();
    expect(line).toContain('content-type "application/json; charset=utf-8"');
    expect(line).toMatch(/ hdr Retry-After \d+ /);
    const body = /string '([^']*)'/.exec(line!)?.[1];
    expect(JSON.parse(body!)).toEqual({ message: messages.tooManyRequests, code: 'tooManyRequests' });
  });
});
