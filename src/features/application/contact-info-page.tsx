import { Trans, useLingui } from '@lingui/react/macro';
import { type ClipboardEvent, type FormEvent, useState } from 'react';
import { CheckboxField } from '../../components/checkbox-field';
import { TextField } from '../../components/text-field';
import { env } from '../../config/env';
import { stepUrls } from '../../config/paths';
import { useFlow, useFlowSend } from '../../lib/flow-context';
import { useFormErrors } from '../../lib/use-form-errors';
import { validate } from '../../lib/validate';
import { AddressFields } from '../../shared/address/address-fields';
import { isStateCode } from '../../shared/address/us-states';
import { contactLimits, keepDigits, pastedPhoneDigits } from '../../shared/rules/contact-rules';
import {
  type ContactInfoForm,
  ContactInfoSchema,
  contactInfoMessages,
} from './contact-info-schema';
import { StepLayout } from './step-layout';

const FIELDS = [
  'contactPhoneNumber',
  'contactEmail',
  'consent',
  'address',
  'city',
  'state',
  'zipCode',
  'contactAddress',
  'contactCity',
  'contactState',
  'contactZipCode',
] as const;

export function ContactInfoPage() {
  const { t } = useLingui();
  const { siteName } = env;
  const send = useFlowSend();
  const busy = useFlow((snapshot) => snapshot.hasTag('busy'));
  const saved = useFlow((snapshot) => snapshot.context.application.contact);
  const coverageZip = useFlow((snapshot) => snapshot.context.zipCode);
  const coverageState = useFlow((snapshot) => snapshot.context.coverage?.state ?? '');
  const [values, setValues] = useState<ContactInfoForm>(() => {
    if (saved) {
      // The mailing fields of a "same address" answer are copies; the form shows them empty.
      return saved.mailingSameAsHome
        ? { ...saved, contactAddress: '', contactCity: '', contactState: '', contactZipCode: '' }
        : saved;
    }
    return {
      contactPhoneNumber: '',
      contactEmail: '',
      consent: false,
      address: '',
      city: '',
      // The home address is in the area whose coverage was just checked.
      state: isStateCode(coverageState) ? coverageState : '',
      zipCode: coverageZip,
      mailingSameAsHome: true,
      contactAddress: '',
      contactCity: '',
      contactState: '',
      contactZipCode: '',
    };
  });
  const errors = useFormErrors(FIELDS);

  const set = <K extends keyof ContactInfoForm>(field: K, value: ContactInfoForm[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const onPhonePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    // maxLength would cut "(555) 123-4567" to "(555) 123-" before the digits are kept.
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    const pasted = pastedPhoneDigits(event.clipboardData.getData('text'));
    const next = input.value.slice(0, start) + pasted + input.value.slice(end);
    set('contactPhoneNumber', keepDigits(next, contactLimits.phone));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const result = validate(ContactInfoSchema, values, contactInfoMessages);
    if (!result.ok) {
      errors.report(result.errors);
      return;
    }
    errors.report({});
    send({ type: 'contact.submitted', contact: result.value });
  };

  return (
    <StepLayout
      part={1}
      title={t`How can we contact you?`}
      backTo={stepUrls.personalInfo}
      errors={errors.summary}
      attempt={errors.attempt}
    >
      <p>
        <Trans>
          We use these details to tell you about your application and to send you anything you
          order.
        </Trans>
      </p>
      <form noValidate onSubmit={onSubmit} className="form">
        <TextField
          id="contactPhoneNumber"
          type="tel"
          label={t`Phone number`}
          hint={t`10 digits, for example 5551234567`}
          error={errors.message('contactPhoneNumber')}
          value={values.contactPhoneNumber}
          onChange={(event) =>
            set('contactPhoneNumber', keepDigits(event.target.value, contactLimits.phone))
          }
          onPaste={onPhonePaste}
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={contactLimits.phone}
        />
        <TextField
          id="contactEmail"
          type="email"
          label={t`E-mail address`}
          error={errors.message('contactEmail')}
          value={values.contactEmail}
          onChange={(event) => set('contactEmail', event.target.value)}
          autoComplete="email"
          maxLength={contactLimits.email}
          spellCheck={false}
          autoCapitalize="off"
        />
        <CheckboxField
          id="consent"
          label={t`I agree that ${siteName} may contact me at this phone number by automated voice or text messages about my application and service. Message and data rates may apply. Text STOP to end.`}
          error={errors.message('consent')}
          checked={values.consent}
          onChange={(event) => set('consent', event.target.checked)}
        />

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
              ids={{
                address: 'contactAddress',
                city: 'contactCity',
                state: 'contactState',
                zipCode: 'contactZipCode',
              }}
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
              onChange={(part, value) =>
                set(
                  (
                    {
                      address: 'contactAddress',
                      city: 'contactCity',
                      state: 'contactState',
                      zipCode: 'contactZipCode',
                    } as const
                  )[part],
                  value,
                )
              }
              autoCompleteSection="section-mailing"
            />
          </fieldset>
        )}

        <button type="submit" className="button" aria-disabled={busy || undefined}>
          <Trans>Continue</Trans>
        </button>
      </form>
    </StepLayout>
  );
}
