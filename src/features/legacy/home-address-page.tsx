import { Trans, useLingui } from '@lingui/react/macro';
import { CheckboxField } from '../../components/checkbox-field';
import { SubmitButton } from '../../components/step-form/submit-button';
import { useStepForm } from '../../components/step-form/use-step-form';
import { useFlow, useFlowSend } from '../../lib/flow-context';
import { AddressFields, type AddressPart } from '../../shared/address/address-fields';
import {
  blankHomeAddress,
  HomeAddressSchema,
  hasUrbanization,
  homeAddressLimits,
  homeAddressMessages,
} from './home-address-schema';
import { LegacyLayout } from './legacy-layout';

const FIELDS = [
  'address',
  'city',
  'state',
  'zipCode',
  'contactAddress',
  'contactCity',
  'contactState',
  'contactZipCode',
] as const;

const HOME = {
  address: 'address',
  city: 'city',
  state: 'state',
  zipCode: 'zipCode',
  urbanization: 'urbanizationCode',
} as const;

const MAILING = {
  address: 'contactAddress',
  city: 'contactCity',
  state: 'contactState',
  zipCode: 'contactZipCode',
  urbanization: 'contactUrbCode',
} as const;

export function HomeAddressPage() {
  const { t } = useLingui();
  const send = useFlowSend();
  const busy = useFlow((snapshot) => snapshot.hasTag('busy'));
  const saved = useFlow((snapshot) => snapshot.context.legacy.homeAddress);
  const coverageZip = useFlow((snapshot) => snapshot.context.zipCode);
  const coverageState = useFlow((snapshot) => snapshot.context.coverage?.state ?? '');
  const { values, set, errors, submit } = useStepForm({
    initial: () => saved ?? blankHomeAddress(coverageState, coverageZip),
    schema: HomeAddressSchema,
    messages: homeAddressMessages,
    fields: FIELDS,
    busy,
    onValid: (value) => send({ type: 'legacy.address.submitted', homeAddress: value }),
  });

  // One address's fields, values, messages and changes, by the form fields it fills.
  const address = (ids: typeof HOME | typeof MAILING) => ({
    ids,
    values: {
      address: values[ids.address],
      city: values[ids.city],
      state: values[ids.state],
      zipCode: values[ids.zipCode],
      urbanization: values[ids.urbanization],
    },
    errors: {
      address: errors.message(ids.address),
      city: errors.message(ids.city),
      state: errors.message(ids.state),
      zipCode: errors.message(ids.zipCode),
    },
    onChange: (part: AddressPart, value: string) => set(ids[part], value),
  });

  return (
    <LegacyLayout
      page={1}
      screen="legacyHomeAddress"
      errors={errors.summary}
      attempt={errors.attempt}
    >
      <p>
        <Trans>
          The address where you live. It cannot be a P.O. box. The National Verifier uses it to
          check that only one benefit goes to each household.
        </Trans>
      </p>
      <form noValidate onSubmit={submit} className="form">
        <AddressFields<AddressPart>
          {...address(HOME)}
          labels={{
            address: t`Street address`,
            city: t`City`,
            state: t`State`,
            zipCode: t`Zip code`,
            urbanization: t`Urbanization (optional)`,
          }}
          autoCompleteSection="section-home"
          showUrbanization={hasUrbanization(values.state)}
          urbanizationMaxLength={homeAddressLimits.urbanization}
        />

        <CheckboxField
          id="mailingDiffers"
          label={t`My mailing address is different`}
          hint={t`Tick this if your mail goes somewhere else, such as a P.O. box. We send any device you order to your mailing address.`}
          checked={values.mailingDiffers}
          onChange={(event) => set('mailingDiffers', event.target.checked)}
          // Only while the fields exist: a reference to a missing id is an axe failure.
          aria-controls={values.mailingDiffers ? 'mailing-address' : undefined}
        />
        {values.mailingDiffers && (
          <fieldset id="mailing-address" className="fieldset choice__reveal">
            <legend className="fieldset__legend">
              <Trans>Mailing address</Trans>
            </legend>
            <AddressFields<AddressPart>
              {...address(MAILING)}
              labels={{
                address: t`Mailing street address`,
                city: t`Mailing city`,
                state: t`Mailing state`,
                zipCode: t`Mailing zip code`,
                urbanization: t`Mailing urbanization (optional)`,
              }}
              autoCompleteSection="section-mailing"
              showUrbanization={hasUrbanization(values.contactState)}
              urbanizationMaxLength={homeAddressLimits.urbanization}
            />
          </fieldset>
        )}

        <SubmitButton busy={busy}>
          <Trans>Next</Trans>
        </SubmitButton>
      </form>
    </LegacyLayout>
  );
}
