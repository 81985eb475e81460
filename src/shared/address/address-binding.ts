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
  const value = (field: string | undefined) =>
    field === undefined ? undefined : values[field as Filled<TIds>];
  return {
    ids,
    values: {
      address: values[ids.address as Filled<TIds>],
      city: values[ids.city as Filled<TIds>],
      state: values[ids.state as Filled<TIds>],
      zipCode: values[ids.zipCode as Filled<TIds>],
      ...(ids.urbanization !== undefined && { urbanization: value(ids.urbanization) }),
    },
    errors: {
      address: errors.message(ids.address as Checked<TIds>),
      city: errors.message(ids.city as Checked<TIds>),
      state: errors.message(ids.state as Checked<TIds>),
      zipCode: errors.message(ids.zipCode as Checked<TIds>),
    },
    onChange: (part, next) => {
      const field = ids[part];
      if (field !== undefined) set(field as Filled<TIds>, next);
    },
  };
}
