// Attributes React 18 does not know by their DOM names (`inert`, `fetchPriority`): written in
// lowercase, as plain attributes, React passes them through to the element unchanged.

/** `inert` while `on`: the subtree takes no focus and no clicks, and is hidden from assistive tech. */
export const inertWhen = (on: boolean): object => (on ? { inert: '' } : {});

/** The `fetchpriority` hint of an image: 'high' for the page's largest paint. */
export const fetchPriorityOf = (priority: 'high' | 'low' | 'auto' | undefined): object => (priority ? { fetchpriority: priority } : {});
