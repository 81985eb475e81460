import { householdQuestion } from 'virtual:carrier-settings';
import { Trans } from '@lingui/react/macro';
import { StepFields } from '../../../components/step-form/step-fields';
import { SubmitButton } from '../../../components/step-form/submit-button';
import { useListStep } from '../../../components/step-form/use-list-step';
import { useProfileText } from '../../../i18n/profile-text';
import { StepLayout } from '../step-layout';
import { householdWords } from './household-words';

/** Step 3 (A §5, D5) and D44's household worksheet, drawn from the step's rows. */
export function HouseholdPage() {
  const text = useProfileText();
  const { form, busy, fields } = useListStep('household', householdWords);
  return (
    <StepLayout step="household" errors={form.errors.summary} attempt={form.errors.attempt}>
      <p>{text(householdQuestion.intro)}</p>
      <form noValidate onSubmit={form.submit} className="form">
        <StepFields {...fields} />
        <SubmitButton busy={busy}>
          <Trans>Continue</Trans>
        </SubmitButton>
      </form>
    </StepLayout>
  );
}
