import * as m from '#messages';
import { PayPalButtons, PayPalScriptProvider, type ReactPayPalScriptOptions, usePayPalScriptReducer } from '@paypal/react-paypal-js';
import { useMemo } from 'react';
import { Notice } from '#src/ui/notice.tsx';
import { PaypalCardForm } from './paypal-card-form.tsx';
import { usePaypalHandlers } from './order-mutations.ts';
import type { PaymentConfig } from './order-queries.ts';
import { PaymentErrorBoundary } from './payment-error-boundary.tsx';
import * as styles from './paypal-payment.css.ts';

/** What a shopper reads when PayPal's script cannot be fetched (offline, blocked, PayPal down). */
export const PAYPAL_UNAVAILABLE = m.orders_paypal_unavailable();

type PaypalPaymentProps = { orderId: string; config: PaymentConfig; postalCode: string };

/**
 * PayPal's buttons and card fields for an unpaid order. Mounted only while the order is unpaid,
 * so the SDK script is requested only then; the script provider finds a script already on the
 * page (same options) and reuses it, so it loads once per visit however many orders are opened.
 */
export function PaypalPayment({ orderId, config, postalCode }: PaypalPaymentProps) {
  const options = useMemo<ReactPayPalScriptOptions>(
    () => ({
      clientId: config.clientId,
      currency: config.currency,
      intent: 'capture',
      components: 'buttons,card-fields',
      // Configurable so browser tests can serve a local stand-in of the SDK (no internet there).
      ...(config.sdkUrl ? { sdkBaseUrl: config.sdkUrl } : {}),
    }),
    [config.clientId, config.currency, config.sdkUrl],
  );
  return (
    <PayPalScriptProvider options={options}>
      <PaymentErrorBoundary fallback={<Notice tone="warning">{PAYPAL_UNAVAILABLE}</Notice>}>
        <PaypalMethods orderId={orderId} postalCode={postalCode} />
      </PaymentErrorBoundary>
    </PayPalScriptProvider>
  );
}

function PaypalMethods({ orderId, postalCode }: { orderId: string; postalCode: string }) {
  const [{ isPending, isRejected, isInitial }] = usePayPalScriptReducer();
  const handlers = usePaypalHandlers(orderId);
  if (isRejected) {
    return (
      <Notice tone="warning" alert>
        {PAYPAL_UNAVAILABLE}
      </Notice>
    );
  }
  if (isPending || isInitial) {
    return (
      <div className={styles.loading} role="status">
        {m.orders_loading_payment()}
      </div>
    );
  }
  return (
    <div className={styles.methods}>
      <PayPalButtons
        className={styles.buttons}
        fundingSource="paypal"
        style={{ layout: 'vertical', shape: 'pill', color: 'black', label: 'pay', height: 48 }}
        createOrder={handlers.createOrder}
        onApprove={handlers.onApprove}
        onError={handlers.onError}
      />
      <p className={styles.divider}>
        <span>{m.orders_or_pay_by_card()}</span>
      </p>
      <PaypalCardForm handlers={handlers} postalCode={postalCode} />
    </div>
  );
}
