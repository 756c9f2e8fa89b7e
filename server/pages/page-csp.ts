import { createHash } from 'node:crypto';

// A server-rendered page carries a few inline scripts (TanStack Router's bootstrap and the
// dehydrated data the page was rendered from). The CSP allows exactly those by their hashes,
// rather than any inline script: the page is cached, so a per-response nonce would be the same
// for everyone, and 'unsafe-inline' would let an injected script run.

/** The inline executable scripts of a page, as CSP 'sha256-…' sources. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/.test(attributes)) continue;
    // Data blocks (JSON-LD) are never run, so they need no permission.
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return [...hashes];
}

/** The app's CSP with this page's inline scripts added to `script-src`. */
export function cspForPage(baseCsp: string, html: string): string {
  const hashes = inlineScriptHashes(html);
  if (hashes.length === 0) return baseCsp;
  return baseCsp.replace(/(^|;\s*)script-src ([^;]*)/, (_all, lead: string, sources: string) => `${lead}script-src ${sources} ${hashes.join(' ')}`);
}
