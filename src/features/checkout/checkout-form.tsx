import * as m from '#messages';
import type { PaymentMethod } from '#domain/enums.ts';
import { formatPhone, formatPostalCode } from '#domain/format.ts';
import type { ShippingAddress } from '#domain/schemas/address.ts';
import { type CheckoutInput, checkoutSchema } from '#domain/schemas/checkout.ts';
import { PHONE_MAX } from '#domain/schemas/fields.ts';
import { Button } from '#src/ui/button.tsx';
import { Notice } from '#src/ui/notice.tsx';
import { RadioGroup } from '#src/ui/radio-group.tsx';
import { TextField } from '#src/ui/text-field.tsx';
import { useValidatedForm } from '#src/ui/use-validated-form.ts';
import { AddressFields } from './address-fields.tsx';
import { CheckoutItems, CheckoutPriceSummary, EmptyBasket } from './checkout-summary.tsx';
import type { CheckoutLine, CheckoutPrices } from './checkout-types.ts';
import { PAYMENT_OPTIONS } from './payment-method-form.tsx';
import * as styles from './checkout.css.ts';

export type CheckoutPrefill = {
  name: string;
  email: string;
  address: ShippingAddress | null;
  paymentMethod: PaymentMethod | null;
};

type CheckoutFormProps = {
  prefill: CheckoutPrefill;
  lines: readonly CheckoutLine[];
  prices: CheckoutPrices;
  onSubmit: (input: CheckoutInput) => void;
  isPlacing: boolean;
  error: string | undefined;
};

/**
 * The one-page /checkout (spec §5, DESIGN §5): billing contact, shipping address and payment
 * method with the spec's messages, the summary beside them, and Continue & Pay placing the order.
 * The phone formats itself 3-3-4 as it is typed; the postal code upper-cases and spaces (A1A 1A1).
 */
export function CheckoutForm({ prefill, lines, prices, onSubmit, isPlacing, error }: CheckoutFormProps) {
  const form = useValidatedForm(
    checkoutSchema,
    {
      billingName: prefill.name,
      billingEmail: prefill.email,
      billingPhone: '',
      shippingAddress: prefill.address?.address ?? '',
      shippingPostalCode: prefill.address?.postalCode ?? '',
      shippingCity: prefill.address?.city ?? '',
      shippingState: prefill.address?.state ?? '',
      shippingCountry: prefill.address?.country ?? '',
      paymentMethod: prefill.paymentMethod ?? '',
    },
    onSubmit,
    { format: { billingPhone: formatPhone, shippingPostalCode: formatPostalCode } },
  );
  const { field } = form;
  const isEmpty = lines.length === 0;

  return (
    <form className={styles.layout} onSubmit={form.onSubmit} noValidate aria-label={m.checkout_title()}>
      <div className={styles.card}>
        <fieldset className={styles.section}>
          <legend className={styles.sectionTitle}>{m.checkout_billing_details()}</legend>
          <TextField label={m.checkout_full_name()} autoComplete="name" {...field('billingName')} />
          <div className={styles.twoColumns}>
            <TextField label={m.auth_email()} type="email" autoComplete="email" {...field('billingEmail')} />
            <TextField
              label={m.checkout_phone()}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={PHONE_MAX}
              hint={m.checkout_phone_hint()}
              {...field('billingPhone')}
            />
          </div>
        </fieldset>
        <fieldset className={styles.section}>
          <legend className={styles.sectionTitle}>{m.checkout_shipping_address()}</legend>
          <AddressFields
            address={field('shippingAddress')}
            postalCode={field('shippingPostalCode')}
            city={field('shippingCity')}
            state={field('shippingState')}
            country={field('shippingCountry')}
          />
        </fieldset>
        <div className={styles.section}>
          <h2 className={styles.sectionTitle}>{m.checkout_payment()}</h2>
          <RadioGroup
            legend={m.checkout_payment_method()}
            name="paymentMethod"
            value={form.values.paymentMethod}
            options={PAYMENT_OPTIONS}
            error={form.errors['paymentMethod']}
            onChange={(value) => form.setValue('paymentMethod', value)}
          />
        </div>
      </div>
      <aside className={styles.aside} aria-label={m.checkout_order_summary()}>
        <section className={styles.card} aria-labelledby="checkout-items">
          <h2 id="checkout-items" className={styles.sectionTitle}>
            {m.checkout_your_order()}
          </h2>
          {isEmpty ? <EmptyBasket /> : <CheckoutItems lines={lines} />}
        </section>
        <CheckoutPriceSummary prices={prices} />
        {error ? (
          <Notice tone="danger" alert>
            {error}
          </Notice>
        ) : null}
        <Button type="submit" size="lg" fullWidth disabled={isEmpty || isPlacing}>
          {isPlacing ? m.checkout_placing_order() : m.checkout_continue_and_pay()}
        </Button>
      </aside>
    </form>
  );
}

/** The address part of the one-page form, in the shape the cart saves and the order is built from. */
export function checkoutAddress(input: CheckoutInput): ShippingAddress {
  return {
    address: input.shippingAddress,
    city: input.shippingCity,
    postalCode: input.shippingPostalCode,
    state: input.shippingState,
    country: input.shippingCountry,
  };
}
