import * as m from '#messages';
import { PayPalCardFieldsProvider, PayPalCVVField, PayPalExpiryField, PayPalNumberField, usePayPalCardFields } from '@paypal/react-paypal-js';
import { type FormEvent, useState } from 'react';
import { formatPostalCode } from '#domain/format.ts';
import { Button } from '#src/ui/button.tsx';
import { TextField } from '#src/ui/text-field.tsx';
import type { usePaypalHandlers } from './order-mutations.ts';
import * as styles from './paypal-card-form.css.ts';

type Handlers = ReturnType<typeof usePaypalHandlers>;

const CARD_INCOMPLETE = m.orders_card_incomplete();

// PayPal draws each card field in its own frame; this only styles the text inside them.
const fieldStyle = { input: { 'font-size': '16px', padding: '10px 12px' } };

/**
 * spec §9: PayPal's card fields (card number, CVV, expiration date) plus the billing postal
 * code, prefilled from the shipping address. The card data never touches our page or server.
 */
export function PaypalCardForm({ handlers, postalCode }: { handlers: Handlers; postalCode: string }) {
  return (
    <PayPalCardFieldsProvider
      createOrder={handlers.createOrder}
      onApprove={(data) => void handlers.onApprove(data).catch(handlers.onError)}
      onError={handlers.onError}
      style={fieldStyle}
    >
      <CardFields handlers={handlers} postalCode={postalCode} />
    </PayPalCardFieldsProvider>
  );
}

function CardFields({ handlers, postalCode }: { handlers: Handlers; postalCode: string }) {
  const { cardFieldsForm } = usePayPalCardFields();
  const [billingPostalCode, setBillingPostalCode] = useState(postalCode);
  const [problem, setProblem] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!cardFieldsForm || submitting) return;
    const state = await cardFieldsForm.getState();
    if (!state.isFormValid) {
      setProblem(CARD_INCOMPLETE);
      return;
    }
    setProblem(undefined);
    setSubmitting(true);
    try {
      await cardFieldsForm.submit({ billingAddress: { postalCode: billingPostalCode } });
    } catch (error) {
      handlers.onError(error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} aria-label={m.orders_pay_by_card_form()} noValidate>
      <div className={styles.field}>
        <span className={styles.label}>{m.orders_card_number()}</span>
        <PayPalNumberField className={styles.frame} />
      </div>
      <div className={styles.row}>
        <div className={styles.field}>
          <span className={styles.label}>{m.orders_expiration_date()}</span>
          <PayPalExpiryField className={styles.frame} />
        </div>
        <div className={styles.field}>
          <span className={styles.label}>{m.orders_cvv()}</span>
          <PayPalCVVField className={styles.frame} />
        </div>
      </div>
      <TextField
        label={m.orders_billing_postal_code()}
        name="billingPostalCode"
        autoComplete="billing postal-code"
        value={billingPostalCode}
        onChange={(event) => setBillingPostalCode(formatPostalCode(event.currentTarget.value))}
      />
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      <Button type="submit" fullWidth disabled={!cardFieldsForm || submitting}>
        {submitting ? m.orders_paying() : m.orders_pay_by_card()}
      </Button>
    </form>
  );
}
