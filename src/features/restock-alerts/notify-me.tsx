import { useState } from 'react';
import { messages } from '#domain/messages.ts';
import { restockAddressSchema } from '#domain/schemas/restock-alert.ts';
import { type PushOutcome, subscribeThisDevice } from '#src/platform/push/device-push.ts';
import { useSession } from '#src/platform/session/session.ts';
import { Button } from '#src/ui/button.tsx';
import { Notice } from '#src/ui/notice.tsx';
import { TextField } from '#src/ui/text-field.tsx';
import { failureMessage } from '#src/platform/failure-message.ts';
import { useHydrated } from '#src/ui/use-hydrated.ts';
import { useValidatedForm } from '#src/ui/use-validated-form.ts';
import { useAddressRestockAlert, useRestockAlerts, useToggleRestockAlert } from './restock-alert-calls.ts';
import * as styles from './notify-me.css.ts';

type NotifyMeProps = { productId: string; name: string };

/**
 * "Notify me" beside a sold-out scent (issue 23): signed in, one tap that stays pressed; signed
 * out, an address and a mail to confirm it.
 */
export function NotifyMe(props: NotifyMeProps) {
  const user = useSession();
  return user ? <AccountNotifyMe {...props} /> : <AddressNotifyMe {...props} />;
}

function AccountNotifyMe({ productId, name }: NotifyMeProps) {
  const alerts = useRestockAlerts();
  const toggle = useToggleRestockAlert(productId);
  // Set on a tap that turned the alert on: whether this device will show it, or a mail will.
  const [push, setPush] = useState<PushOutcome>();
  const listed = alerts.data?.some((alert) => alert.productId === productId) ?? false;
  // Pressed from the tap: the list catches up once the server has answered.
  const on = toggle.isPending ? toggle.variables : listed;
  return (
    <div className={styles.box}>
      <div className={styles.row}>
        <Button
          variant="secondary"
          aria-pressed={on}
          aria-describedby={on ? `notify-${productId}` : undefined}
          aria-label={`${messages.notifyMe}: ${name}`}
          disabled={alerts.isPending || toggle.isPending}
          onClick={() => {
            toggle.mutate(!on);
            // The browser's prompt, if any, follows this tap (never on load).
            if (!on) void subscribeThisDevice().then(setPush);
          }}
        >
          {messages.notifyMe}
        </Button>
        {on ? (
          <p id={`notify-${productId}`} className={styles.said}>
            {messages.restockAlertOn}
          </p>
        ) : null}
      </div>
      {on && push !== undefined && push !== 'on' ? <p className={styles.said}>{messages.pushOffByMail}</p> : null}
    </div>
  );
}

function AddressNotifyMe({ productId, name }: NotifyMeProps) {
  const [open, setOpen] = useState(false);
  const request = useAddressRestockAlert(productId);
  const hydrated = useHydrated();
  const { field, onSubmit } = useValidatedForm(restockAddressSchema, { email: '' }, ({ email }) => request.mutate(email));
  if (request.isSuccess) return <Notice tone="success">{request.data.message}</Notice>;
  if (!open) {
    return (
      <div className={styles.box}>
        <Button variant="secondary" aria-expanded={false} aria-label={`${messages.notifyMe}: ${name}`} disabled={!hydrated} onClick={() => setOpen(true)}>
          {messages.notifyMe}
        </Button>
      </div>
    );
  }
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={`${messages.notifyMe}: ${name}`}>
      {request.isError ? (
        <Notice tone="danger" alert>
          {failureMessage(request.error)}
        </Notice>
      ) : null}
      <TextField className={styles.field} label={messages.notifyMeEmail} type="email" autoComplete="email" autoFocus {...field('email')} />
      <Button type="submit" disabled={request.isPending}>
        {messages.notifyMe}
      </Button>
    </form>
  );
}
