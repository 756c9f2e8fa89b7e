import { type FormEvent, useState } from 'react';
import { PAYMENT_METHODS, type PaymentMethod } from '#domain/enums.ts';
import { Button } from '#src/ui/button.tsx';
import { RadioGroup } from '#src/ui/radio-group.tsx';
import * as styles from './checkout.css.ts';

const HINTS: Record<PaymentMethod, string> = {
  PayPal: 'Pay with your PayPal account.',
  'Credit Card': 'Pay by card through PayPal’s secure card fields.',
};

export const PAYMENT_OPTIONS = PAYMENT_METHODS.map((method) => ({ value: method, label: method, hint: HINTS[method] }));

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
      <RadioGroup legend="Select Method" name="paymentMethod" value={method} options={PAYMENT_OPTIONS} onChange={(value) => isPaymentMethod(value) && setMethod(value)} />
      <div className={styles.actions}>
        <Button type="submit" size="lg" fullWidth>
          Continue
        </Button>
      </div>
    </form>
  );
}
