import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { CheckboxField } from '../../components/checkbox-field';
import { SubmitButton } from '../../components/step-form/submit-button';
import { useFlow, useFlowSend } from '../../lib/flow-context';
import { useFormErrors } from '../../lib/use-form-errors';
import { validate } from '../../lib/validate';
import { AddressFields, type AddressPart } from '../../shared/address/address-fields';
import { isStateCode } from '../../shared/address/us-states';
import {
  type HomeAddressForm,
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

export function HomeAddressPage() {
  const { t } = useLingui();
  const send = useFlowSend();
  const busy = useFlow((snapshot) => snapshot.hasTag('busy'));
  const saved = useFlow((snapshot) => snapshot.context.legacy.homeAddress);
  const coverageZip = useFlow((snapshot) => snapshot.context.zipCode);
  const coverageState = useFlow((snapshot) => snapshot.context.coverage?.state ?? '');
  const [values, setValues] = useState<HomeAddressForm>(
    () =>
      saved ?? {
        address: '',
        city: '',
        // The home is where the zip code just checked for service is.
        state: isStateCode(coverageState) ? coverageState : '',
        zipCode: coverageZip,
        urbanizationCode: '',
        mailingDiffers: false,
        contactAddress: '',
        contactCity: '',
        contactState: '',
        contactZipCode: '',
        contactUrbCode: '',
      },
  );
  const errors = useFormErrors(FIELDS);

  const set = <K extends keyof HomeAddressForm>(field: K, value: HomeAddressForm[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const result = validate(HomeAddressSchema, values, homeAddressMessages);
    if (!result.ok) {
      errors.report(result.errors);
      return;
    }
    errors.report({});
    send({ type: 'legacy.address.submitted', homeAddress: result.value });
  };

  return (
    <LegacyLayout
      page={1}
      title={t`Your home address`}
      errors={errors.summary}
      attempt={errors.attempt}
    >
      <p>
        <Trans>
          The address where you live. It cannot be a P.O. box. The National Verifier uses it to
          check that only one benefit goes to each household.
        </Trans>
      </p>
      <form noValidate onSubmit={onSubmit} className="form">
        <AddressFields<AddressPart>
          ids={{
            address: 'address',
            city: 'city',
            state: 'state',
            zipCode: 'zipCode',
            urbanization: 'urbanizationCode',
          }}
          labels={{
            address: t`Street address`,
            city: t`City`,
            state: t`State`,
            zipCode: t`Zip code`,
            urbanization: t`Urbanization (optional)`,
          }}
          values={{
            address: values.address,
            city: values.city,
            state: values.state,
            zipCode: values.zipCode,
            urbanization: values.urbanizationCode,
          }}
          errors={{
            address: errors.message('address'),
            city: errors.message('city'),
            state: errors.message('state'),
            zipCode: errors.message('zipCode'),
          }}
          onChange={(part, value) =>
            set(
              (
                {
                  address: 'address',
                  city: 'city',
                  state: 'state',
                  zipCode: 'zipCode',
                  urbanization: 'urbanizationCode',
                } as const
              )[part],
              value,
            )
          }
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
              ids={{
                address: 'contactAddress',
                city: 'contactCity',
                state: 'contactState',
                zipCode: 'contactZipCode',
                urbanization: 'contactUrbCode',
              }}
              labels={{
                address: t`Mailing street address`,
                city: t`Mailing city`,
                state: t`Mailing state`,
                zipCode: t`Mailing zip code`,
                urbanization: t`Mailing urbanization (optional)`,
              }}
              values={{
                address: values.contactAddress,
                city: values.contactCity,
                state: values.contactState,
                zipCode: values.contactZipCode,
                urbanization: values.contactUrbCode,
              }}
              errors={{
                address: errors.message('contactAddress'),
                city: errors.message('contactCity'),
                state: errors.message('contactState'),
                zipCode: errors.message('contactZipCode'),
              }}
              onChange={(part, value) =>
                set(
                  (
                    {
                      address: 'contactAddress',
                      city: 'contactCity',
                      state: 'contactState',
                      zipCode: 'contactZipCode',
                      urbanization: 'contactUrbCode',
                    } as const
                  )[part],
                  value,
                )
              }
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
