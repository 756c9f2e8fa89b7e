// Asks for the page's own files once it has painted (modules-after-first-paint.ts says why and
// which): once the document is parsed (the entry's inline module has run by DOMContentLoaded), a
// frame, then one low-priority module preload per task. Bundled at build time
// (scripts/build/head-scripts.ts); the page's list comes before it, in
// `window.__sillageAfterFirstPaint`, which it reads once and drops.

declare global {
  interface Window {
    __sillageAfterFirstPaint?: string[];
  }
}

const hrefs = window.__sillageAfterFirstPaint ?? [];
delete window.__sillageAfterFirstPaint;

function preload(index: number): void {
  const href = hrefs[index];
  if (href === undefined) return;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  link.fetchPriority = 'low';
  document.head.appendChild(link);
  setTimeout(() => preload(index + 1));
}

addEventListener('DOMContentLoaded', () => requestAnimationFrame(() => preload(0)));

// A module, so that its names and its global's declaration are its own; it exports nothing.
export {};
