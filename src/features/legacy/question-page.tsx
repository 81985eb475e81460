import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { StepFields } from '../../components/step-form/step-fields';
import { SubmitButton } from '../../components/step-form/submit-button';
import { flowPaths } from '../../config/paths';
import { LegacyLayout } from './legacy-layout';
import { questionWords } from './question-words';
import { useLegacyStep } from './use-legacy-step';

/**
 * /QuestionPage (B §2), drawn from its rows (machines/steps/legacy-question.ts). The SSN digits
 * are never stored (D14): after a reload their field says so and asks for them again.
 */
export function QuestionPage() {
  const { form, busy, fields } = useLegacyStep('question', questionWords);
  return (
    <LegacyLayout
      page={3}
      screen="legacyQuestion"
      errors={form.errors.summary}
      attempt={form.errors.attempt}
    >
      <form noValidate onSubmit={form.submit} className="form">
        <StepFields {...fields} />
        <div className="actions">
          <SubmitButton busy={busy}>
            <Trans>Next</Trans>
          </SubmitButton>
          <Link to={flowPaths.legacyContact} className="link-button">
            <Trans>Back</Trans>
          </Link>
        </div>
      </form>
    </LegacyLayout>
  );
}
