import { programRules } from 'virtual:carrier-settings';
import { useLingui } from '@lingui/react/macro';
import { DateOfBirthField } from '../../components/date-of-birth-field';
import { SelectField } from '../../components/select-field';
import type { StepForm } from '../../components/step-form/use-step-form';
import { TextField } from '../../components/text-field';
import { stateOptions } from '../../shared/address/us-states';
import { keepZipDigits } from '../../shared/rules/zip-rules';
import {
  type ADDRESS_FIELDS,
  type AddressFormValues,
  keepPhoneDigits,
} from './confirm-address-schema';

type Form = StepForm<AddressFormValues, (typeof ADDRESS_FIELDS)[number]>;

/** The fields of /ConfirmAddress (A §5): name, birth date, e-mail, phone, shipping address. */
export function ConfirmAddressFields({ form: { values, set, bind, errors } }: { form: Form }) {
  const { t, i18n } = useLingui();
  // D42: asked "if you have one" where the rules let an applicant have neither.
  const ifAny = programRules.contact.phoneAndEmailOptional;
  return (
    <>
      <TextField
        {...bind('firstName')}
        label={t`First name`}
        hint={t`2 to 24 characters: letters, spaces, hyphens (-), apostrophes (') and periods (.).`}
        autoComplete="given-name"
      />
      <TextField
        {...bind('lastName')}
        label={t`Last name`}
        hint={t`2 to 24 characters: letters, spaces, hyphens (-), apostrophes (') and periods (.).`}
        autoComplete="family-name"
      />
      <DateOfBirthField
        id="dob"
        legend={t`Date of birth`}
        value={values.dob}
        onChange={(dob) => set('dob', dob)}
        error={errors.message('dob')}
      />
      <TextField
        {...bind('emailAddress')}
        type="email"
        label={ifAny ? t`E-mail address (if you have one)` : t`E-mail address`}
        autoComplete="email"
        spellCheck={false}
        maxLength={254}
      />
      <TextField
        {...bind('contactPhoneNumber', keepPhoneDigits)}
        type="tel"
        label={ifAny ? t`Phone number (if you have one)` : t`Phone number`}
        hint={t`10 digits, for example 5551234567`}
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
      />
      <TextField
        {...bind('shippingAddress1')}
        label={t`Shipping address`}
        hint={t`Street address or P.O. box`}
        autoComplete="address-line1"
        maxLength={100}
      />
      <TextField
        {...bind('shippingAddress2')}
        label={t`Address line 2 (optional)`}
        hint={t`Apartment, suite or unit`}
        autoComplete="address-line2"
        maxLength={100}
      />
      <TextField
        {...bind('shippingCity')}
        label={t`City`}
        autoComplete="address-level2"
        maxLength={50}
      />
      <SelectField
        {...bind('shippingState')}
        label={t`State`}
        placeholder={t`Choose a state`}
        options={stateOptions(i18n.locale)}
        autoComplete="address-level1"
      />
      <TextField
        {...bind('shippingZipcode', keepZipDigits)}
        label={t`Zip code`}
        hint={t`5 digits`}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        className="field__input--short"
      />
    </>
  );
}
