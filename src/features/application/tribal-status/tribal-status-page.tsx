import { tribalNotes } from 'virtual:carrier-settings';
import { Trans } from '@lingui/react/macro';
import { StepFields } from '../../../components/step-form/step-fields';
import { SubmitButton } from '../../../components/step-form/submit-button';
import { useListStep } from '../../../components/step-form/use-list-step';
import { useAnswerContext } from '../../../lib/flow-context';
import { useAmountText } from '../../../shared/programs/amount-text';
import { StepLayout } from '../step-layout';
import { tribalStatusWords } from './tribal-status-words';

/** Step 5: whether the household is on qualifying Tribal lands, and A §4's Tribal number. */
export function TribalStatusPage() {
  // D50, D58: the Tribal amounts of the carrier's plan's service, from the profile.
  const text = useAmountText();
  const { answers } = useAnswerContext();
  const { form, busy, fields } = useListStep('tribalStatus', tribalStatusWords);
  // D45's notice reads the program chosen on step 4.
  const wordContext = {
    ...fields.wordContext,
    values: { ...form.values, ...answers.qualification },
  };
  return (
    <StepLayout step="tribalStatus" errors={form.errors.summary} attempt={form.errors.attempt}>
      <p>{text(tribalNotes.application)}</p>
      <form noValidate onSubmit={form.submit} className="form">
        <StepFields {...fields} wordContext={wordContext} />
        <div className="actions">
          <SubmitButton busy={busy}>
            <Trans>Continue</Trans>
          </SubmitButton>
        </div>
      </form>
    </StepLayout>
  );
}
