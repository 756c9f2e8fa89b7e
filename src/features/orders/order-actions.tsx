import * as m from '#messages';
import { useState } from 'react';
import { messages } from '#domain/messages.ts';
import { useOutboxEntries } from '#src/platform/outbox/use-outbox.ts';
import { Button } from '#src/ui/button.tsx';
import { ConfirmDialog } from '#src/ui/confirm-dialog.tsx';
import { Notice } from '#src/ui/notice.tsx';
import { deliverPath, useCancelOrder, useMarkDelivered, useTestPayment } from './order-mutations.ts';
import * as styles from './order-details.css.ts';

/** Pays without PayPal; shown only when the server accepts test payments (demo and tests, never production). */
export function TestPayButton({ orderId }: { orderId: string }) {
  const pay = useTestPayment(orderId);
  return (
    <div className={styles.testPay}>
      <Button variant="secondary" fullWidth disabled={pay.isPending} onClick={() => pay.mutate()}>
        {pay.isPending ? m.orders_paying() : m.orders_test_pay()}
      </Button>
      <p className={styles.testPayNote}>{m.orders_test_pay_note()}</p>
    </div>
  );
}

/** Admins, on a paid order not yet delivered (spec §2, §4). */
export function DeliverAction({ orderId }: { orderId: string }) {
  const deliver = useMarkDelivered(orderId);
  // Marked offline: pending on this device until the server has it.
  const pending = useOutboxEntries('deliver', (entry) => entry.path === deliverPath(orderId) && entry.status === 'pending');
  if (pending.length > 0) return <Notice tone="warning">{messages.deliveryPending}</Notice>;
  return (
    <Button fullWidth disabled={deliver.isPending} onClick={() => deliver.mutate()}>
      {deliver.isPending ? m.orders_marking() : m.orders_mark_delivered()}
    </Button>
  );
}

/** The owner of an unpaid order lets it go (issue: abuse): its samples go back on the shelf at once. */
export function CancelOrderAction({ orderId }: { orderId: string }) {
  const cancel = useCancelOrder(orderId);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="secondary" fullWidth disabled={cancel.isPending} onClick={() => setConfirming(true)}>
        {messages.cancelOrder}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={messages.cancelOrderTitle}
        description={messages.cancelOrderDescription}
        confirmLabel={messages.cancelOrder}
        dismissLabel={messages.keepOrder}
        tone="danger"
        pending={cancel.isPending}
        onConfirm={() => cancel.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </>
  );
}
