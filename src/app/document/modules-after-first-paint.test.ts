import type { Manifest } from '@tanstack/router-core';
import { describe, expect, it } from 'vitest';
import { modulesAfterFirstPaintScript, splitPageManifest } from './modules-after-first-paint.ts';

const built = {
  routes: {
    __root__: { preloads: ['/assets/runtime.js'] },
    '/': { css: ['/assets/home.css'], afterFirstPaint: ['/assets/home.js', '/assets/grid.js'] },
    '/explore-scents/$id': { afterFirstPaint: ['/assets/product.js', '/assets/grid.js'] },
    '/cart': {},
  },
} as unknown as Manifest;

describe('the files a landing page asks for once painted', () => {
  it('are kept out of what the router writes into the page (its head preloads and its data)', () => {
    const { router } = splitPageManifest(built);
    expect(JSON.stringify(router)).not.toContain('afterFirstPaint');
    expect(router.routes['/']).toEqual({ css: ['/assets/home.css'] });
    expect(router.routes.__root__).toEqual({ preloads: ['/assets/runtime.js'] });
  });

  it('are the matched routes’ files, each once', () => {
    const { modulesAfterFirstPaint } = splitPageManifest(built);
    expect(modulesAfterFirstPaint(['__root__', '/'])).toEqual(['/assets/home.js', '/assets/grid.js']);
    expect(modulesAfterFirstPaint(['/', '/explore-scents/$id'])).toEqual(['/assets/home.js', '/assets/grid.js', '/assets/product.js']);
    expect(modulesAfterFirstPaint(['__root__', '/cart'])).toEqual([]);
  });

  it('are asked for as low-priority module preloads after the document is parsed and painted, one per task', () => {
    // The script run against a stand-in for the browser that records what each step did.
    const steps: string[] = [];
    const queue: Array<() => void> = [];
    const head = { appendChild: (link: { rel: string; href: string; fetchPriority: string }) => steps.push(`${link.rel} ${link.href} ${link.fetchPriority}`) };
    const browser = {
      addEventListener: (type: string, listener: () => void) => queue.push(() => (steps.push(type), listener())),
      requestAnimationFrame: (callback: () => void) => queue.push(() => (steps.push('frame'), callback())),
      setTimeout: (callback: () => void) => queue.push(() => (steps.push('task'), callback())),
      document: { head, createElement: () => ({ rel: '', href: '', fetchPriority: '' }) },
      window: {},
    };
    new Function(...Object.keys(browser), modulesAfterFirstPaintScript(['/assets/a.js', '/assets/b.js', '/assets/c.js']))(...Object.values(browser));
    while (queue.length > 0) queue.shift()!();
    expect(steps).toEqual([
      'DOMContentLoaded',
      'frame',
      'modulepreload /assets/a.js low',
      'task',
      'modulepreload /assets/b.js low',
      'task',
      'modulepreload /assets/c.js low',
      'task',
    ]);
  });
});
