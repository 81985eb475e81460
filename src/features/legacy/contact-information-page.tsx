import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { SubmitButton } from '../../components/step-form/submit-button';
import { useStepForm } from '../../components/step-form/use-step-form';
import { env } from '../../config/env';
import { flowPaths } from '../../config/paths';
import { useFlow, useFlowSend } from '../../lib/flow-context';
import { EmailField } from '../../shared/contact/email-field';
import { PhoneField } from '../../shared/contact/phone-field';
import {
  type ContactInformationForm,
  ContactInformationSchema,
  contactInformationMessages,
} from './contact-information-schema';
import { LegacyLayout } from './legacy-layout';

const FIELDS = ['contactEmail', 'contactPhoneNumber'] as const;

export function ContactInformationPage() {
  const { t } = useLingui();
  const { siteName } = env;
  const send = useFlowSend();
  const busy = useFlow((snapshot) => snapshot.hasTag('busy'));
  const saved = useFlow((snapshot) => snapshot.context.legacy.contact);
  const { bind, errors, submit } = useStepForm({
    initial: (): ContactInformationForm => saved ?? { contactEmail: '', contactPhoneNumber: '' },
    schema: ContactInformationSchema,
    messages: contactInformationMessages,
    fields: FIELDS,
    busy,
    onValid: (value) => send({ type: 'legacy.contact.submitted', contact: value }),
  });

  return (
    <LegacyLayout page={2} screen="legacyContact" errors={errors.summary} attempt={errors.attempt}>
      <p>
        <Trans>
          We send news about your application to your e-mail address. A phone number is optional.
        </Trans>
      </p>
      <form noValidate onSubmit={submit} className="form">
        <EmailField {...bind('contactEmail')} label={t`E-mail address`} />
        <PhoneField
          {...bind('contactPhoneNumber')}
          label={t`Phone number (optional)`}
          hint={t`10 digits, for example 5551234567`}
          typing="as-typed"
          // B §5: the consent text belongs to the phone field, so it is read with it.
          describedBy="phone-consent"
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
