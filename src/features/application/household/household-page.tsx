import { householdQuestion } from 'virtual:carrier-settings';
import { Trans } from '@lingui/react/macro';
import { StepFields } from '../../../components/step-form/step-fields';
import { SubmitButton } from '../../../components/step-form/submit-button';
import { useListStep } from '../../../components/step-form/use-list-step';
import { useProfileText } from '../../../i18n/profile-text';
import { useFlow } from '../../../lib/flow-context';
import { StepLayout } from '../step-layout';
import { householdWords } from './household-words';

/** Step 3 (A §5, D5) and D44's household worksheet, drawn from the step's rows. */
export function HouseholdPage() {
  const text = useProfileText();
  const { form, busy, fields } = useListStep('household', householdWords);
  // D53: the enrolment found someone else at this home with the benefit.
  const homeHasBenefit = useFlow(
    (snapshot) => snapshot.context.failure?.code === 'DUPLICATE_ADDRESS',
  );
  return (
    <StepLayout step="household" errors={form.errors.summary} attempt={form.errors.attempt}>
      {homeHasBenefit && (
        <div className="notice notice--error" role="alert" aria-labelledby="home-has-benefit">
          <h2 id="home-has-benefit">
            <Trans>Someone at your home already gets the benefit</Trans>
          </h2>
          <p>
            <Trans>
              A household gets one benefit. If you do not share money (income and expenses) with
              that person, you are a separate household: say so below, then check your answers and
              sign again.
            </Trans>
          </p>
        </div>
      )}
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
