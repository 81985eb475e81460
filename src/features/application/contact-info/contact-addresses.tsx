import { Trans, useLingui } from '@lingui/react/macro';
import type { StepForm } from '../../../components/step-form/use-step-form';
import {
  bindAddress,
  HOME_ADDRESS,
  MAILING_ADDRESS,
} from '../../../shared/address/address-binding';
import { AddressFields } from '../../../shared/address/address-fields';
import { MailingAddress } from '../../../shared/address/mailing-address';
import type { CONTACT_INFO_FIELDS, ContactInfoForm } from './contact-info-schema';

type Form = StepForm<ContactInfoForm, (typeof CONTACT_INFO_FIELDS)[number]>;

/** Step 2's home address, and the mailing address when it differs (A §5). */
export function ContactAddresses({ form }: { form: Form }) {
  const { t } = useLingui();
  const { values, set } = form;
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
          {...bindAddress(HOME_ADDRESS, form)}
          labels={{
            address: t`Street address`,
            city: t`City`,
            state: t`State`,
            zipCode: t`Zip code`,
          }}
          autoCompleteSection="section-home"
        />
      </fieldset>

      <MailingAddress
        toggle={{
          id: 'mailingSameAsHome',
          label: t`My mailing address is the same as my home address`,
          hint: t`Untick this if your mail goes somewhere else. We send any device you order to your mailing address.`,
          checked: values.mailingSameAsHome,
          onChange: (checked) => set('mailingSameAsHome', checked),
        }}
        open={!values.mailingSameAsHome}
        legend={t`Mailing address`}
        fields={{
          ...bindAddress(MAILING_ADDRESS, form),
          labels: {
            address: t`Mailing street address`,
            city: t`Mailing city`,
            state: t`Mailing state`,
            zipCode: t`Mailing zip code`,
          },
        }}
      />
    </>
  );
}
