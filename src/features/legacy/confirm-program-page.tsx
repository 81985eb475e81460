import { Trans } from '@lingui/react/macro';
import { StepFields } from '../../components/step-form/step-fields';
import { SubmitButton } from '../../components/step-form/submit-button';
import { confirmProgramWords, programListHints } from './confirm-program-words';
import { LegacyLayout } from './legacy-layout';
import { useLegacy, useLegacyStep } from './use-legacy-step';

/**
 * /ConfirmProgrammPage (B §2), drawn from its rows (machines/steps/legacy-program.ts): a
 * program, or none, and the ID page follows.
 */
export function ConfirmProgramPage() {
  const saidMedicaidOrSnap = useLegacy().question?.medicaidOrSnap === '1';
  const words = {
    ...confirmProgramWords,
    eligibilityProgramCode: {
      ...confirmProgramWords.eligibilityProgramCode,
      hint: saidMedicaidOrSnap ? programListHints.medicaidOrSnap : programListHints.any,
    },
  };
  // "Yes" is chosen for someone who said the household gets Medicaid or SNAP; which of the two
  // it gets is theirs to pick, so no program is chosen for them.
  const { form, busy, fields } = useLegacyStep(
    'program',
    words,
    saidMedicaidOrSnap ? { inProgram: true } : {},
  );
  return (
    <LegacyLayout
      page={5}
      screen="legacyProgram"
      errors={form.errors.summary}
      attempt={form.errors.attempt}
    >
      <p>
        <Trans>
          Taking part in a government assistance program is the quickest way to show that your
          household qualifies. A child or another dependent in your household counts too.
        </Trans>
      </p>
      <form noValidate onSubmit={form.submit} className="form">
        <StepFields {...fields} />
        <div className="actions">
          <SubmitButton busy={busy}>
            <Trans>Next</Trans>
          </SubmitButton>
        </div>
      </form>
    </LegacyLayout>
  );
}
