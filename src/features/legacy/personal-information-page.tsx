import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { DateControl } from '../../components/step-form/controls/date-control';
import { StepFields } from '../../components/step-form/step-fields';
import { SubmitButton } from '../../components/step-form/submit-button';
import { flowPaths } from '../../config/paths';
import { LegacyLayout } from './legacy-layout';
import { personalInformationWords } from './personal-information-words';
import { useLegacyStep } from './use-legacy-step';

const CONTROLS = { date: DateControl };

/** /PersonalInformationPage (B §2, D7), drawn from its rows (machines/steps/legacy-personal.ts). */
export function PersonalInformationPage() {
  const { form, busy, fields } = useLegacyStep('personal', personalInformationWords);
  return (
    <LegacyLayout
      page={4}
      screen="legacyPersonal"
      errors={form.errors.summary}
      attempt={form.errors.attempt}
    >
      <p>
        <Trans>
          Tell us who is applying. Use your name as it appears on your official documents, so the
          National Verifier can find your records.
        </Trans>
      </p>
      <form noValidate onSubmit={form.submit} className="form">
        <StepFields {...fields} controls={CONTROLS} />
        <div className="actions">
          <SubmitButton busy={busy}>
            <Trans>Next</Trans>
          </SubmitButton>
          <Link to={flowPaths.legacyQuestion} className="link-button">
            <Trans>Back</Trans>
          </Link>
        </div>
      </form>
    </LegacyLayout>
  );
}
