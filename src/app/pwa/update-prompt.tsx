import * as m from '#messages';
import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { messages } from '#domain/messages.ts';
import { Button } from '#src/ui/button.tsx';
import { applyUpdate, useUpdateState } from './update-state.ts';
import * as styles from './pwa-layer.css.ts';

// A reload in the middle of checking out or paying could lose the shopper's place (or a PayPal
// window): the prompt waits until they are elsewhere (DESIGN §4).
const HELD_BACK = [/^\/checkout(\/|$)/, /^\/shipping(\/|$)/, /^\/payment(\/|$)/, /^\/place-order(\/|$)/, /^\/order\//];

export function isUpdateHeldBack(pathname: string): boolean {
  return HELD_BACK.some((pattern) => pattern.test(pathname));
}

/** "Update available": the new build runs once the shopper accepts it. */
export function UpdatePrompt() {
  const update = useUpdateState();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [later, setLater] = useState(false);
  if (update === 'none' || later || isUpdateHeldBack(pathname)) return null;
  const reloadOnly = update === 'reload';
  return (
    <section className={styles.update} aria-labelledby="update-title">
      <h2 id="update-title" className={styles.updateTitle}>
        {m.app_update_title()}
      </h2>
      <p className={styles.updateText}>{reloadOnly ? messages.updateReady : messages.updateAvailable}</p>
      <div className={styles.updateActions}>
        <Button size="sm" onClick={applyUpdate}>
          {reloadOnly ? m.app_reload() : m.app_update_now()}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setLater(true)}>
          {m.app_later()}
        </Button>
      </div>
    </section>
  );
}
