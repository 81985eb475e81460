import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { EmailControl } from '../../components/step-form/controls/contact-controls';
import { StepFields } from '../../components/step-form/step-fields';
import { SubmitButton } from '../../components/step-form/submit-button';
import { flowPaths } from '../../config/paths';
import { contactInformationWords } from './contact-information-words';
import { LegacyLayout } from './legacy-layout';
import { useLegacyStep } from './use-legacy-step';

const CONTROLS = { email: EmailControl };

/** /ContactInformation (B §2, §5), drawn from its rows (machines/steps/legacy-contact.ts). */
export function ContactInformationPage() {
  const { form, busy, fields } = useLegacyStep('contact', contactInformationWords);
  return (
    <LegacyLayout
      page={2}
      screen="legacyContact"
      errors={form.errors.summary}
      attempt={form.errors.attempt}
    >
      <p>
        <Trans>
          We send news about your application to your e-mail address. A phone number is optional.
        </Trans>
      </p>
      <form noValidate onSubmit={form.submit} className="form">
        <StepFields {...fields} controls={CONTROLS} />
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
