import { useEffect, useState } from 'react';
import { messages } from '#domain/messages.ts';
import { hearsOfPaidOrders, type PushOutcome, stopPaidOrders, subscribeThisDevice } from '#src/platform/push/device-push.ts';
import * as styles from './paid-orders-switch.css.ts';

/**
 * "Tell me about paid orders on this device" (issue 23, point 3): an admin's tablet then shows
 * "New paid order" for each one. The browser's permission is asked when the switch is turned on.
 */
export function PaidOrdersSwitch() {
  const [on, setOn] = useState(false);
  const [busy, setBusy] = useState(true);
  const [outcome, setOutcome] = useState<PushOutcome>();
  useEffect(() => {
    void hearsOfPaidOrders().then((hears) => {
      setOn(hears);
      setBusy(false);
    });
  }, []);
  const [offFailed, setOffFailed] = useState(false);
  const change = async (wanted: boolean) => {
    setBusy(true);
    if (wanted) {
      const result = await subscribeThisDevice({ paidOrders: true });
      setOutcome(result);
      setOn(result === 'on');
    } else {
      // Off asks the browser nothing: the server is told to stop, and the switch stays on if it
      // could not be (the pushes would go on coming).
      const stopped = await stopPaidOrders();
      setOutcome(undefined);
      setOffFailed(!stopped);
      setOn(!stopped);
    }
    setBusy(false);
  };
  return (
    <div className={styles.box}>
      <label className={styles.label}>
        <input
          type="checkbox"
          role="switch"
          className={styles.input}
          checked={on}
          disabled={busy}
          onChange={(event) => void change(event.currentTarget.checked)}
        />
        {messages.paidOrdersSwitch}
      </label>
      {outcome !== undefined && outcome !== 'on' ? <p className={styles.said}>{messages.pushBlocked}</p> : null}
      {offFailed ? <p className={styles.said}>{messages.genericError}</p> : null}
    </div>
  );
}
