/**
 * Asks the browser to keep this origin's storage (cart, outbox, catalogue) under storage
 * pressure (DESIGN §4). Chromium decides without a prompt; others may ignore it.
 */
export async function requestPersistentStorage(): Promise<void> {
  try {
    if (!navigator.storage?.persist || (await navigator.storage.persisted())) return;
    await navigator.storage.persist();
  } catch {
    /* not granted is fine: the app works the same, the browser may just evict it sooner */
  }
}
