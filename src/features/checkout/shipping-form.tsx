import * as m from '#messages';
import { formatPostalCode } from '#domain/format.ts';
import { type ShippingAddress, shippingAddressSchema } from '#domain/schemas/address.ts';
import { Button } from '#src/ui/button.tsx';
import { useValidatedForm } from '#src/ui/use-validated-form.ts';
import { AddressFields } from './address-fields.tsx';
import * as styles from './checkout.css.ts';

/** /shipping (spec §2): where the order goes; Continue saves it to the cart and moves on. */
export function ShippingForm({ initial, onSubmit }: { initial: ShippingAddress | null; onSubmit: (address: ShippingAddress) => void }) {
  const { field, onSubmit: submit } = useValidatedForm(
    shippingAddressSchema,
    {
      address: initial?.address ?? '',
      city: initial?.city ?? '',
      postalCode: initial?.postalCode ?? '',
      state: initial?.state ?? '',
      country: initial?.country ?? '',
    },
    onSubmit,
    { format: { postalCode: formatPostalCode } },
  );
  return (
    <form className={styles.card} onSubmit={submit} noValidate>
      <AddressFields address={field('address')} city={field('city')} postalCode={field('postalCode')} state={field('state')} country={field('country')} />
      <div className={styles.actions}>
        <Button type="submit" size="lg" fullWidth>
          {m.checkout_continue()}
        </Button>
      </div>
    </form>
  );
}
