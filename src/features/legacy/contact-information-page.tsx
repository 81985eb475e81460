import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { SubmitButton } from '../../components/step-form/submit-button';
import { useStepForm } from '../../components/step-form/use-step-form';
import { TextField } from '../../components/text-field';
import { env } from '../../config/env';
import { flowPaths } from '../../config/paths';
import { useFlow, useFlowSend } from '../../lib/flow-context';
import { contactLimits } from '../../shared/rules/contact-rules';
import {
  type ContactInformationForm,
  ContactInformationSchema,
  contactInformationMessages,
  PHONE_INPUT_MAX_LENGTH,
} from './contact-information-schema';
import { LegacyLayout } from './legacy-layout';

const FIELDS = ['contactEmail', 'contactPhoneNumber'] as const;

export function ContactInformationPage() {
  const { t } = useLingui();
  const { siteName } = env;
  const send = useFlowSend();
  const busy = useFlow((snapshot) => snapshot.hasTag('busy'));
  const saved = useFlow((snapshot) => snapshot.context.legacy.contact);
  const { values, setValues, errors, submit } = useStepForm({
    initial: (): ContactInformationForm => saved ?? { contactEmail: '', contactPhoneNumber: '' },
    schema: ContactInformationSchema,
    messages: contactInformationMessages,
    fields: FIELDS,
    busy,
    onValid: (value) => send({ type: 'legacy.contact.submitted', contact: value }),
  });

  const set = <K extends keyof ContactInformationForm>(
    field: K,
    value: ContactInformationForm[K],
  ) => setValues((current) => ({ ...current, [field]: value }));

  const phoneError = errors.message('contactPhoneNumber');
  return (
    <LegacyLayout page={2} screen="legacyContact" errors={errors.summary} attempt={errors.attempt}>
      <p>
        <Trans>
          We send news about your application to your e-mail address. A phone number is optional.
        </Trans>
      </p>
      <form noValidate onSubmit={submit} className="form">
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
        <TextField
          id="contactPhoneNumber"
          type="tel"
          label={t`Phone number (optional)`}
          hint={t`10 digits, for example 5551234567`}
          error={phoneError}
          value={values.contactPhoneNumber}
          onChange={(event) => set('contactPhoneNumber', event.target.value)}
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          // B §5: the consent text belongs to the phone field, so it is read with it.
          aria-describedby={[
            'contactPhoneNumber-hint',
            'phone-consent',
            phoneError && 'contactPhoneNumber-error',
          ]
            .filter(Boolean)
            .join(' ')}
        />
        <p className="field__hint" id="phone-consent">
          <Trans>
            If you give a phone number, you agree that {siteName} may contact you at it by automated
            voice or text messages about your application and service. Message and data rates may
            apply. Text STOP to end.
          </Trans>
        </p>
        <div className="actions">
          <SubmitButton busy={busy}>
            <Trans>Next</Trans>
          </SubmitButton>
          <Link to={flowPaths.legacyHomeAddress} className="link-button">
            <Trans>Back</Trans>
          </Link>
        </div>
      </form>
    </LegacyLayout>
  );
}
