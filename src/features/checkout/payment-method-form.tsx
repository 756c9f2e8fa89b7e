import * as m from '#messages';
import { type FormEvent, useState } from 'react';
import { PAYMENT_METHODS, type PaymentMethod } from '#domain/enums.ts';
import { Button } from '#src/ui/button.tsx';
import { RadioGroup } from '#src/ui/radio-group.tsx';
import { PAYMENT_METHOD_LABELS } from '#domain/payment-method-labels.ts';
import * as styles from './checkout.css.ts';

const HINTS: Record<PaymentMethod, string> = {
  PayPal: m.checkout_pay_with_paypal_hint(),
  'Credit Card': m.checkout_pay_by_card_hint(),
};

export const PAYMENT_OPTIONS = PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method], hint: HINTS[method] }));

const isPaymentMethod = (value: string): value is PaymentMethod => (PAYMENT_METHODS as readonly string[]).includes(value);

/** /payment (spec §2): PayPal or Credit Card; Continue saves the choice and goes to /place-order. */
export function PaymentMethodForm({ initial, onSubmit }: { initial: PaymentMethod | null; onSubmit: (method: PaymentMethod) => void }) {
  const [method, setMethod] = useState<PaymentMethod>(initial ?? 'PayPal');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(method);
  };
  return (
    <form className={styles.card} onSubmit={submit}>
      <RadioGroup
        legend={m.checkout_select_method()}
        name="paymentMethod"
        value={method}
        options={PAYMENT_OPTIONS}
        onChange={(value) => isPaymentMethod(value) && setMethod(value)}
      />
      <div className={styles.actions}>
        <Button type="submit" size="lg" fullWidth>
          {m.checkout_continue()}
        </Button>
      </div>
    </form>
  );
}
