import type { AddressFieldsProps, AddressPart } from './address-fields';

// Both flows name their form fields alike (A §5, B §3): the home address's own names, and
// the mailing address's `contact…` names the provider's API uses.

export const HOME_ADDRESS = {
  address: 'address',
  city: 'city',
  state: 'state',
  zipCode: 'zipCode',
} as const;

export const MAILING_ADDRESS = {
  address: 'contactAddress',
  city: 'contactCity',
  state: 'contactState',
  zipCode: 'contactZipCode',
} as const;

type Ids = Record<Exclude<AddressPart, 'urbanization'>, string> & { urbanization?: string };

/** The form fields an address fills (its urbanization has no message of its own). */
type Filled<TIds extends Ids> = TIds[keyof TIds] & string;
type Checked<TIds extends Ids> = TIds[Exclude<AddressPart, 'urbanization'>];

/** What a form offers an address: its values, its messages and a way to change one field. */
export interface AddressForm<TIds extends Ids> {
  values: Record<Filled<TIds>, string>;
  errors: { message: (field: Checked<TIds>) => string | undefined };
  set: (field: Filled<TIds>, value: string) => void;
}

/** One address's fields, values, messages and changes, by the form fields it fills. */
export function bindAddress<TIds extends Ids>(
  ids: TIds,
  { values, errors, set }: AddressForm<TIds>,
): Pick<AddressFieldsProps<AddressPart>, 'ids' | 'values' | 'errors' | 'onChange'> {
  const { address, city, state, zipCode } = ids as Record<keyof Ids, Checked<TIds>>;
  const urbanization = ids.urbanization as Filled<TIds> | undefined;
  return {
    ids,
    values: {
      address: values[address],
      city: values[city],
      state: values[state],
      zipCode: values[zipCode],
      ...(urbanization !== undefined && { urbanization: values[urbanization] }),
    },
    errors: {
      address: errors.message(address),
      city: errors.message(city),
      state: errors.message(state),
      zipCode: errors.message(zipCode),
    },
    onChange: (part, next) => {
      const field = ids[part];
      if (field !== undefined) set(field as Filled<TIds>, next);
    },
  };
}
