import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { RadioGroup, type RadioOption } from '../../../components/radio-group';
import { show } from '../../../components/step-form/field-words';
import { SubmitButton } from '../../../components/step-form/submit-button';
import { useListStep } from '../../../components/step-form/use-list-step';
import { stepUrls } from '../../../config/paths';
import { useProfileText } from '../../../i18n/profile-text';
import { useAnswerContext, useStepAnswer } from '../../../lib/flow-context';
import { INCOME_ROUTE, PROGRAMS, type ProgramCode } from '../../../shared/programs/programs';
import { StepLayout } from '../step-layout';
import { hasFollowUp, ProgramFollowUp } from './program-follow-up';
import {
  formChange,
  NEW_INCOME,
  type QualificationField,
  type QualificationForm,
  type QualifyingPersonForm,
  qualificationView,
} from './qualification-form';
import { qualificationWords as words } from './qualification-words';
import { QualifyingPerson } from './qualifying-person';

const INCOME_PARTS = new Set(['adults', 'children', 'amount']);

/**
 * Step 4: the program the household qualifies through, or the income route (A §2). Its rows
 * (machines/steps/qualification.ts) judge it; this page draws it, since each program's
 * follow-up is revealed under its option and the income calculator works as it is typed.
 */
export function QualificationPage() {
  const { t } = useLingui();
  const text = useProfileText();
  const state = useStepAnswer('contactInfo')?.state ?? null;
  const context = useAnswerContext();
  const identity = context.rules.identity;
  const { form, busy, fields } = useListStep('qualification', words);
  const { errors, change } = form;
  const values = qualificationView(form.values);
  const message = (field: QualificationField) =>
    errors.message((INCOME_PARTS.has(field) ? `income.${field}` : field) as never);

  const update = (next: Partial<QualificationForm>) => {
    change(formChange(form.values, next));
    for (const field of Object.keys(next)) {
      errors.clear((INCOME_PARTS.has(field) ? `income.${field}` : field) as never);
    }
  };

  const chooseProgram = (code: ProgramCode) => {
    // Messages about the previous choice's fields no longer apply to anything on screen.
    for (const field of [...Object.keys(form.values), ...INCOME_PARTS]) {
      errors.clear((INCOME_PARTS.has(field) ? `income.${field}` : field) as never);
    }
    // The income route's calculator starts at one adult, no child, monthly (A §9).
    update({ eligibilityProgramCode: code, ...(code === INCOME_ROUTE ? NEW_INCOME : {}) });
  };

  // D14: a dependent's number is never stored; after a reload the rest is back but it is not.
  const kept = fields.kept;
  const bqpForgotten =
    kept?.qualifyingPerson === 'dependent' &&
    (kept.bqpIdType === 'tribalId' ? kept.bqpTribalId === '' : kept.bqpSsn4 === '');
  // D45: the household said it does not live on Tribal lands (the review's Edit brings it here
  // after step 5), and the program chosen counts only there.
  const offTribalLands = context.answers.tribalStatus?.checkTribal === false;
  const tribalOnlyChosen =
    offTribalLands &&
    identity.tribalLandsOnlyCodes.some((code) => code === values.eligibilityProgramCode);

  const options: RadioOption<ProgramCode>[] = PROGRAMS.map((program) => ({
    value: program.code,
    label: text(program.name),
    ...(program.hint ? { hint: text(program.hint) } : {}),
    ...(hasFollowUp(program)
      ? {
          reveal: (
            <ProgramFollowUp
              program={program}
              form={values}
              state={state}
              message={message}
              onChange={update}
            />
          ),
        }
      : {}),
  }));

  return (
    <StepLayout step="qualification" errors={errors.summary} attempt={errors.attempt}>
      <p>
        <Trans>
          Your household qualifies if anyone in it, a child included, takes part in one of these
          programs, or if your household income is low enough.
        </Trans>
      </p>
      <form noValidate onSubmit={form.submit} className="form">
        <RadioGroup<ProgramCode>
          name="eligibilityProgramCode"
          legend={show(words.eligibilityProgramCode.label, fields.wordContext)}
          hint={t`If it takes part in more than one, choose any one of them.`}
          error={message('eligibilityProgramCode')}
          options={options}
          value={values.eligibilityProgramCode as ProgramCode | ''}
          onChange={chooseProgram}
        />
        {tribalOnlyChosen && (
          <div className="notice" id="tribalLands-notice">
            <p>
              <Trans>
                You said you do not live on federally recognised Tribal lands, and this program
                counts only for households on them. Choose another program, or{' '}
                <Link to={stepUrls.tribalStatus}>change your answer about Tribal lands</Link>.
              </Trans>
            </p>
          </div>
        )}
        {identity.benefitQualifyingPerson && (
          <QualifyingPerson
            form={values as QualifyingPersonForm}
            words={words}
            context={fields.wordContext}
            message={message}
            forgotten={bqpForgotten}
            onChange={update}
          />
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
