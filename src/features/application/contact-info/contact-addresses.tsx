import { Trans, useLingui } from '@lingui/react/macro';
import { CheckboxField } from '../../../components/checkbox-field';
import type { StepForm } from '../../../components/step-form/use-step-form';
import { AddressFields } from '../../../shared/address/address-fields';
import type { CONTACT_INFO_FIELDS, ContactInfoForm } from './contact-info-schema';

type Form = StepForm<ContactInfoForm, (typeof CONTACT_INFO_FIELDS)[number]>;

const MAILING = {
  address: 'contactAddress',
  city: 'contactCity',
  state: 'contactState',
  zipCode: 'contactZipCode',
} as const;

/** Step 2's home address, and the mailing address when it differs (A §5). */
export function ContactAddresses({ form: { values, set, errors } }: { form: Form }) {
  const { t } = useLingui();
  return (
    <>
      <fieldset className="fieldset" aria-describedby="home-address-hint">
        <legend className="fieldset__legend">
          <h2>
            <Trans>Home address</Trans>
          </h2>
        </legend>
        <p className="field__hint" id="home-address-hint">
          <Trans>The address where you live. It cannot be a P.O. box.</Trans>
        </p>
        <AddressFields
          ids={{ address: 'address', city: 'city', state: 'state', zipCode: 'zipCode' }}
          labels={{
            address: t`Street address`,
            city: t`City`,
            state: t`State`,
            zipCode: t`Zip code`,
          }}
          values={{
            address: values.address,
            city: values.city,
            state: values.state,
            zipCode: values.zipCode,
          }}
          errors={{
            address: errors.message('address'),
            city: errors.message('city'),
            state: errors.message('state'),
            zipCode: errors.message('zipCode'),
          }}
          onChange={(part, value) => set(part, value)}
          autoCompleteSection="section-home"
        />
      </fieldset>

      <CheckboxField
        id="mailingSameAsHome"
        label={t`My mailing address is the same as my home address`}
        hint={t`Untick this if your mail goes somewhere else. We send any device you order to your mailing address.`}
        checked={values.mailingSameAsHome}
        onChange={(event) => set('mailingSameAsHome', event.target.checked)}
        // Only while the fields exist: a reference to a missing id is an axe failure.
        aria-controls={values.mailingSameAsHome ? undefined : 'mailing-address'}
      />
      {!values.mailingSameAsHome && (
        <fieldset id="mailing-address" className="fieldset choice__reveal">
          <legend className="fieldset__legend">
            <Trans>Mailing address</Trans>
          </legend>
          <AddressFields
            ids={MAILING}
            labels={{
              address: t`Mailing street address`,
              city: t`Mailing city`,
              state: t`Mailing state`,
              zipCode: t`Mailing zip code`,
            }}
            values={{
              address: values.contactAddress,
              city: values.contactCity,
              state: values.contactState,
              zipCode: values.contactZipCode,
            }}
            errors={{
              address: errors.message('contactAddress'),
              city: errors.message('contactCity'),
              state: errors.message('contactState'),
              zipCode: errors.message('contactZipCode'),
            }}
            onChange={(part, value) => set(MAILING[part], value)}
            autoCompleteSection="section-mailing"
          />
        </fieldset>
      )}
    </>
  );
}
