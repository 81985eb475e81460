import { Trans, useLingui } from '@lingui/react/macro';
import { SubmitButton } from '../../components/step-form/submit-button';
import { useStepForm } from '../../components/step-form/use-step-form';
import { useFlow, useFlowSend } from '../../lib/flow-context';
import { bindAddress, HOME_ADDRESS, MAILING_ADDRESS } from '../../shared/address/address-binding';
import { AddressFields, type AddressPart } from '../../shared/address/address-fields';
import { MailingAddress } from '../../shared/address/mailing-address';
import {
  blankHomeAddress,
  HomeAddressSchema,
  hasUrbanization,
  homeAddressLimits,
  homeAddressMessages,
} from './home-address-schema';
import { LegacyLayout } from './legacy-layout';

const FIELDS = [...Object.values(HOME_ADDRESS), ...Object.values(MAILING_ADDRESS)];

const HOME = { ...HOME_ADDRESS, urbanization: 'urbanizationCode' } as const;
const MAILING = { ...MAILING_ADDRESS, urbanization: 'contactUrbCode' } as const;

export function HomeAddressPage() {
  const { t } = useLingui();
  const send = useFlowSend();
  const busy = useFlow((snapshot) => snapshot.hasTag('busy'));
  const saved = useFlow((snapshot) => snapshot.context.legacy.homeAddress);
  const coverageZip = useFlow((snapshot) => snapshot.context.zipCode);
  const coverageState = useFlow((snapshot) => snapshot.context.coverage?.state ?? '');
  const form = useStepForm({
    initial: () => saved ?? blankHomeAddress(coverageState, coverageZip),
    schema: HomeAddressSchema,
    messages: homeAddressMessages,
    fields: FIELDS,
    busy,
    onValid: (value) => send({ type: 'legacy.address.submitted', homeAddress: value }),
  });
  const { values, set, errors } = form;

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
      <form noValidate onSubmit={form.submit} className="form">
        <AddressFields<AddressPart>
          {...bindAddress(HOME, form)}
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

        <MailingAddress<AddressPart>
          toggle={{
            id: 'mailingDiffers',
            label: t`My mailing address is different`,
            hint: t`Tick this if your mail goes somewhere else, such as a P.O. box. We send any device you order to your mailing address.`,
            checked: values.mailingDiffers,
            onChange: (checked) => set('mailingDiffers', checked),
          }}
          open={values.mailingDiffers}
          legend={t`Mailing address`}
          fields={{
            ...bindAddress(MAILING, form),
            labels: {
              address: t`Mailing street address`,
              city: t`Mailing city`,
              state: t`Mailing state`,
              zipCode: t`Mailing zip code`,
              urbanization: t`Mailing urbanization (optional)`,
            },
            showUrbanization: hasUrbanization(values.contactState),
            urbanizationMaxLength: homeAddressLimits.urbanization,
          }}
        />

        <SubmitButton busy={busy}>
          <Trans>Next</Trans>
        </SubmitButton>
      </form>
    </LegacyLayout>
  );
}
