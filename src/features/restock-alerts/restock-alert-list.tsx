import { Link } from '@tanstack/react-router';
import { formatDate } from '#domain/format.ts';
import { messages } from '#domain/messages.ts';
import type { RestockAlertView } from '#domain/schemas/restock-alert.ts';
import { Button } from '#src/ui/button.tsx';
import { useRestockAlerts, useToggleRestockAlert } from './restock-alert-calls.ts';
import * as styles from './restock-alert-list.css.ts';

/** My Account: the scents the shopper will hear about, each with a way to stop it (issue 23). */
export function RestockAlertList() {
  const alerts = useRestockAlerts();
  if (alerts.isPending) return null;
  if (alerts.isError) return <p className={styles.muted}>{messages.genericError}</p>;
  if (alerts.data.length === 0) return <p className={styles.muted}>{messages.restockAlertsEmpty}</p>;
  return (
    <ul className={styles.list} aria-label={messages.restockAlertsTitle}>
      {alerts.data.map((alert) => (
        <AlertRow key={alert.productId} alert={alert} />
      ))}
    </ul>
  );
}

function AlertRow({ alert }: { alert: RestockAlertView }) {
  const stop = useToggleRestockAlert(alert.productId);
  return (
    <li className={styles.row}>
      <Link to="/explore-scents/$id" params={{ id: alert.productId }} className={styles.name}>
        {alert.name}
      </Link>
      <span className={styles.muted}>{messages.restockAlertSince(formatDate(alert.createdAt))}</span>
      <Button variant="ghost" size="sm" disabled={stop.isPending} onClick={() => stop.mutate(false)} aria-label={messages.stopRestockAlertFor(alert.name)}>
        {messages.stopRestockAlert}
      </Button>
    </li>
  );
}
