/**
 * Ends the current task and resumes in a new one, after anything the browser has waiting (a tap,
 * a frame). Taking over a server-rendered page is several steps of tens of milliseconds each on a
 * phone (evaluating the script, building the router, reading the page's data, hydrating); one
 * task holding them all keeps a tap waiting for all of them (Total Blocking Time), a yield between
 * them lets it through. `scheduler.yield()` resumes ahead of other queued work where the browser
 * has it; elsewhere a zero-delay timeout.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
