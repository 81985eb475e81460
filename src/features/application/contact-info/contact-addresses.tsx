import { Trans, useLingui } from '@lingui/react/macro';
import { zipOfOtherState } from '../../../../machines/answers/contact-info';
import { NO, YES } from '../../../../machines/answers/fields';
import type { ContactRules } from '../../../../machines/program-rules';
import { CheckboxField } from '../../../components/checkbox-field';
import { RadioGroup } from '../../../components/radio-group';
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

/**
 * Step 2's home address, and the mailing address when it differs (A §5); under D43's rules
 * the home zip code of another state is questioned, and whether the address is temporary.
 */
export function ContactAddresses({ form, rules }: { form: Form; rules: ContactRules }) {
  const { t } = useLingui();
  const { values, set, errors } = form;
  // Asked only while the zip code and the state disagree: the applicant says both are right.
  const zipQuestioned =
    rules.questionsZipOfOtherState && zipOfOtherState(values.zipCode, values.state) !== null;
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
        {zipQuestioned && (
          <CheckboxField
            id="zipStateConfirmed"
            label={t`My zip code and my state are both right`}
            checked={values.zipStateConfirmed === true}
            onChange={(event) => set('zipStateConfirmed', event.target.checked)}
          />
        )}
      </fieldset>

      {rules.asksTemporaryAddress && (
        <RadioGroup
          name="temporaryAddress"
          legend={t`Is this a temporary address?`}
          hint={t`A temporary address is one where you do not expect to live for more than 180 days, such as a shelter or a friend's home. If it is, we will ask you every 90 days to confirm that you still live there.`}
          error={errors.message('temporaryAddress')}
          value={values.temporaryAddress ?? ''}
          onChange={(value) => set('temporaryAddress', value)}
          options={[
            { value: YES, label: t`Yes` },
            { value: NO, label: t`No` },
          ]}
          inline
        />
      )}

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
