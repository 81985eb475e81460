import { useLingui } from '@lingui/react/macro';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { contactLimits, keepDigits } from '../rules/contact-rules';
import { stateOptions } from './us-states';

type Part = 'address' | 'city' | 'state' | 'zipCode';
export type AddressPart = Part | 'urbanization';

/** `TPart` includes 'urbanization' only where the field can show. */
export interface AddressFieldsProps<TPart extends AddressPart> {
  ids: Record<Part, string> & { urbanization?: string };
  /** Each label names its address, so voice control and a field list tell them apart. */
  labels: Record<Part, string> & { urbanization?: string };
  values: Record<Part, string> & { urbanization?: string };
  errors: Record<Part, string | undefined>;
  onChange: (part: TPart, value: string) => void;
  /** Keeps a browser's autofill of the home address out of the mailing fields. */
  autoCompleteSection: string;
  /** Puerto Rico's urbanization, for the short form's addresses there (its id, label, value). */
  showUrbanization?: boolean;
  urbanizationMaxLength?: number;
}

/** The fields of one address, for the application's contact step and the short form. */
export function AddressFields<TPart extends AddressPart = Part>({
  ids,
  labels,
  values,
  errors,
  onChange,
  autoCompleteSection,
  showUrbanization = false,
  urbanizationMaxLength,
}: AddressFieldsProps<TPart>) {
  const { t, i18n } = useLingui();
  const token = (name: string) => `${autoCompleteSection} ${name}`;
  return (
    <>
      <TextField
        id={ids.address}
        label={labels.address}
        error={errors.address}
        value={values.address}
        onChange={(event) => onChange('address' as TPart, event.target.value)}
        autoComplete={token('address-line1')}
        maxLength={contactLimits.address}
      />
      <TextField
        id={ids.city}
        label={labels.city}
        error={errors.city}
        value={values.city}
        onChange={(event) => onChange('city' as TPart, event.target.value)}
        autoComplete={token('address-level2')}
        maxLength={contactLimits.city}
      />
      <SelectField
        id={ids.state}
        label={labels.state}
        placeholder={t`Choose a state`}
        options={stateOptions(i18n.locale)}
        error={errors.state}
        value={values.state}
        onChange={(event) => onChange('state' as TPart, event.target.value)}
        autoComplete={token('address-level1')}
      />
      {showUrbanization && ids.urbanization && (
        <TextField
          id={ids.urbanization}
          label={labels.urbanization}
          hint={t`In Puerto Rico, the name of your neighborhood, if your address has one. For example: URB Las Gladiolas.`}
          value={values.urbanization ?? ''}
          onChange={(event) => onChange('urbanization' as TPart, event.target.value)}
          maxLength={urbanizationMaxLength}
        />
      )}
      <TextField
        id={ids.zipCode}
        label={labels.zipCode}
        hint={t`5 digits`}
        error={errors.zipCode}
        value={values.zipCode}
        onChange={(event) =>
          onChange('zipCode' as TPart, keepDigits(event.target.value, contactLimits.zip))
        }
        inputMode="numeric"
        autoComplete={token('postal-code')}
        maxLength={contactLimits.zip}
        className="field__input--short"
      />
    </>
  );
}
