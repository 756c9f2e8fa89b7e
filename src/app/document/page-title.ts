import { useEffect } from 'react';

/**
 * A page's title set by the page itself, once shown (issue 24: the admin's pages, in each
 * language). A route's `head` stays in the route tree, which every first visit downloads, while
 * the page's component and loader go with its own file: so do the title's words. For pages that
 * the server never renders, where no crawler reads a head.
 */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
