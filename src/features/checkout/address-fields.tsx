import * as m from '#messages';
import { COUNTRIES, type Country } from '#domain/enums.ts';
import { NativeSelect } from '#src/ui/native-select.tsx';
import { TextField } from '#src/ui/text-field.tsx';
import * as styles from './checkout.css.ts';

export type FieldBinding = {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: { currentTarget: { value: string } }) => void;
};

// The value sent is the country's name as the API knows it; the label is in the page's language.
const COUNTRY_LABELS: Record<Country, string> = { USA: m.checkout_country_usa(), Canada: m.checkout_country_canada() };
const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country, label: COUNTRY_LABELS[country] }));

/** Address, city, postal code, state and country: the same fields on /shipping and /checkout. */
export function AddressFields(props: { address: FieldBinding; city: FieldBinding; postalCode: FieldBinding; state: FieldBinding; country: FieldBinding }) {
  return (
    <>
      <TextField label={m.checkout_address()} autoComplete="shipping street-address" {...props.address} />
      <div className={styles.twoColumns}>
        <TextField label={m.checkout_city()} autoComplete="shipping address-level2" {...props.city} />
        <TextField
          label={m.checkout_postal_code()}
          autoComplete="shipping postal-code"
          autoCapitalize="characters"
          hint={m.checkout_postal_code_hint()}
          {...props.postalCode}
        />
      </div>
      <div className={styles.twoColumns}>
        <TextField label={m.checkout_state()} autoComplete="shipping address-level1" hint={m.checkout_state_hint()} {...props.state} />
        <NativeSelect
          label={m.checkout_country()}
          placeholder={m.checkout_choose_country()}
          autoComplete="shipping country-name"
          options={COUNTRY_OPTIONS}
          {...props.country}
        />
      </div>
    </>
  );
}
