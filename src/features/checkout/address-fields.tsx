import { COUNTRIES } from '#domain/enums.ts';
import { NativeSelect } from '#src/ui/native-select.tsx';
import { TextField } from '#src/ui/text-field.tsx';
import * as styles from './checkout.css.ts';

export type FieldBinding = {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: { currentTarget: { value: string } }) => void;
};

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country, label: country }));

/** Address, city, postal code, state and country: the same fields on /shipping and /checkout. */
export function AddressFields(props: { address: FieldBinding; city: FieldBinding; postalCode: FieldBinding; state: FieldBinding; country: FieldBinding }) {
  return (
    <>
      <TextField label="Address" autoComplete="shipping street-address" {...props.address} />
      <div className={styles.twoColumns}>
        <TextField label="City" autoComplete="shipping address-level2" {...props.city} />
        <TextField
          label="Postal Code"
          autoComplete="shipping postal-code"
          autoCapitalize="characters"
          hint="A1A-1A1 in Canada, 12345 in the USA"
          {...props.postalCode}
        />
      </div>
      <div className={styles.twoColumns}>
        <TextField label="State" autoComplete="shipping address-level1" hint="Province or state" {...props.state} />
        <NativeSelect label="Country" placeholder="Choose a country" autoComplete="shipping country-name" options={COUNTRY_OPTIONS} {...props.country} />
      </div>
    </>
  );
}
