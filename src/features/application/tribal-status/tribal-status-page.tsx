import { tribalNotes } from 'virtual:carrier-settings';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { CheckboxField } from '../../../components/checkbox-field';
import { SubmitButton } from '../../../components/step-form/submit-button';
import { useStepForm } from '../../../components/step-form/use-step-form';
import { TextField } from '../../../components/text-field';
import { useProfileText } from '../../../i18n/profile-text';
import { useAnswerContext, useAnswerStep, useFlow, useStepAnswer } from '../../../lib/flow-context';
import { StepLayout } from '../step-layout';
import { TribalLandsQuestion } from './tribal-lands-question';
import { tribalMessages, tribalStatusFormSchema } from './tribal-status-schema';

const FIELD_ORDER = ['checkTribal', 'tribalId'] as const;

/** Step 5: whether the household is on qualifying Tribal lands, and the Tribal number. */
export function TribalStatusPage() {
  const { t } = useLingui();
  const text = useProfileText();
  const busy = useFlow((snapshot) => snapshot.hasTag('busy'));
  const saved = useStepAnswer('tribalStatus');
  const answer = useAnswerStep('tribalStatus');
  const context = useAnswerContext();
  // D40: where step 1 asks for the Tribal ID, this step asks about Tribal lands alone.
  const landsOnly = context.rules.identity.tribalIdForSsn;
  const program = context.answers.qualification?.eligibilityProgramCode ?? '';
  const tribalOnlyProgram = context.rules.identity.tribalLandsOnlyCodes.some(
    (code) => code === program,
  )
    ? program
    : null;
  const { values, set, change, errors, submit } = useStepForm({
    initial: (): { checkTribal: boolean | ''; tribalId: string } =>
      landsOnly
        ? { checkTribal: saved?.checkTribal ?? '', tribalId: '' }
        : { checkTribal: saved?.checkTribal ?? false, tribalId: saved?.tribalId ?? '' },
    schema: tribalStatusFormSchema(context),
    messages: tribalMessages,
    fields: FIELD_ORDER,
    targets: { checkTribal: landsOnly ? 'checkTribal-0' : 'checkTribal' },
    busy,
    onValid: answer,
  });
  const { checkTribal, tribalId } = values;
  // D14: the number is never stored, so after a reload (or when the provider refused it) the
  // box is still ticked but the number is gone. Said once, for the visit.
  const [askedAgain] = useState(() => saved?.checkTribal === true && saved.tribalId === '');

  const idHint = t`The identification number on your Tribal ID card, up to 24 characters.`;

  const toggle = (checked: boolean) => {
    // A §4: unticking drops the number.
    change(checked ? { checkTribal: checked } : { checkTribal: checked, tribalId: '' });
    if (!checked) errors.clear('tribalId');
  };

  if (landsOnly) {
    return (
      <StepLayout step="tribalStatus" errors={errors.summary} attempt={errors.attempt}>
        <p>{text(tribalNotes.application)}</p>
        <form noValidate onSubmit={submit} className="form">
          <TribalLandsQuestion
            value={checkTribal}
            error={errors.message('checkTribal')}
            tribalOnlyProgram={tribalOnlyProgram}
            onChange={(onLands) => {
              set('checkTribal', onLands);
              errors.clear('checkTribal');
            }}
          />
          <div className="actions">
            <SubmitButton busy={busy}>
              <Trans>Continue</Trans>
            </SubmitButton>
          </div>
        </form>
      </StepLayout>
    );
  }

  return (
    <StepLayout step="tribalStatus" errors={errors.summary} attempt={errors.attempt}>
      <p>{text(tribalNotes.application)}</p>
      <form noValidate onSubmit={submit} className="form">
        <CheckboxField
          id="checkTribal"
          label={t`I live on qualifying Tribal lands`}
          hint={t`Leave this empty if you do not. You can still apply for the standard benefit.`}
          checked={checkTribal === true}
          onChange={(event) => toggle(event.target.checked)}
        />
        {checkTribal === true && (
          <div className="choice__reveal">
            <TextField
              id="tribalId"
              label={t`Tribal number`}
              hint={
                askedAgain ? (
                  <>
                    <strong>
                      <Trans>
                        For your privacy we do not keep your Tribal number, so please enter it
                        again.
                      </Trans>
                    </strong>{' '}
                    {idHint}
                  </>
                ) : (
                  idHint
                )
              }
              error={errors.message('tribalId')}
              value={tribalId}
              onChange={(event) => {
                set('tribalId', event.target.value);
                errors.clear('tribalId');
              }}
              autoComplete="off"
              spellCheck={false}
            />
            <p className="field__hint">
              <Trans>
                When you apply as living on Tribal lands, we send your Tribal number to the National
                Verifier instead of the last 4 digits of your Social Security number.
              </Trans>
            </p>
          </div>
        )}
        <div className="actions">
          <SubmitButton busy={busy}>
            <Trans>Continue</Trans>
          </SubmitButton>
        </div>
      </form>
    </StepLayout>
  );
}
