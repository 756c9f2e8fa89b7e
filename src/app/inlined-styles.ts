/**
 * The stylesheets a server-rendered page carries inline (TanStack Router's `inlineCss`), named
 * to Vite's loader so that hydrating the page does not fetch them again.
 *
 * When the entry hydrates a page it imports the matched routes' files, and Vite's loader adds a
 * `<link rel="stylesheet">` for each stylesheet those files need unless the page already links
 * it. The server inlined them (their text is in the page's `<style>`), so without this every
 * hydration fetched them again, parsed them and recomputed the whole page's style: about 40 ms
 * of a slow machine's main thread in one task, for rules already applied. A `disabled` link is
 * never fetched nor applied, and it is what Vite's loader looks for. They go at the end of the
 * head, where React leaves nodes it did not render alone.
 */
export function nameInlinedStyles(hrefs: readonly string[]): void {
  const linked = new Set(Array.from(document.getElementsByTagName('link'), (link) => link.getAttribute('href')));
  for (const href of hrefs) {
    if (linked.has(href)) continue;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.disabled = true;
    link.href = href;
    link.dataset.inlined = '';
    document.head.appendChild(link);
  }
}
