import { Trans, useLingui } from '@lingui/react/macro';
import { RadioGroup, type RadioOption } from '../../../components/radio-group';
import { SubmitButton } from '../../../components/step-form/submit-button';
import { useStepForm } from '../../../components/step-form/use-step-form';
import { useProfileText } from '../../../i18n/profile-text';
import { useAnswerContext, useAnswerStep, useFlow, useStepAnswer } from '../../../lib/flow-context';
import { PROGRAMS, type ProgramCode } from '../../../shared/programs/programs';
import { StepLayout } from '../step-layout';
import { hasFollowUp, ProgramFollowUp } from './program-follow-up';
import {
  type QualificationField,
  type QualificationForm,
  qualificationForm,
  qualificationMessages,
  qualificationSchema,
} from './qualification-schema';

const FIELD_ORDER: readonly QualificationField[] = [
  'eligibilityProgramCode',
  'publicHousingCode',
  'schoolName',
  'adults',
  'children',
  'amount',
];

// Radio groups are reached through their first option.
const SUMMARY_TARGETS = {
  eligibilityProgramCode: 'eligibilityProgramCode-0',
  publicHousingCode: 'publicHousingCode-0',
};

/** Step 4: the program the household qualifies through, or the income route (A §2). */
export function QualificationPage() {
  const { t } = useLingui();
  const text = useProfileText();
  const busy = useFlow((snapshot) => snapshot.hasTag('busy'));
  const saved = useStepAnswer('qualification');
  const answer = useAnswerStep('qualification');
  const state = useStepAnswer('contactInfo')?.state ?? null;
  const context = useAnswerContext();
  const {
    values: form,
    setValues: setForm,
    errors,
    submit,
  } = useStepForm({
    initial: (): QualificationForm => qualificationForm(saved),
    schema: qualificationSchema(context),
    messages: qualificationMessages,
    fields: FIELD_ORDER,
    targets: SUMMARY_TARGETS,
    busy,
    onValid: answer,
  });

  const update = (change: Partial<QualificationForm>) => {
    setForm((current) => ({ ...current, ...change }));
    for (const field of Object.keys(change)) errors.clear(field as QualificationField);
  };

  const chooseProgram = (code: ProgramCode) => {
    // Messages about the previous choice's fields no longer apply to anything on screen.
    for (const field of FIELD_ORDER) errors.clear(field);
    // A §4: any program but E4 drops the housing choice.
    update(
      code === 'E4'
        ? { eligibilityProgramCode: code }
        : { eligibilityProgramCode: code, publicHousingCode: '' },
    );
  };

  const options: RadioOption<ProgramCode>[] = PROGRAMS.map((program) => ({
    value: program.code,
    label: text(program.name),
    ...(program.hint ? { hint: text(program.hint) } : {}),
    ...(hasFollowUp(program)
      ? {
          reveal: (
            <ProgramFollowUp
              program={program}
              form={form}
              state={state}
              message={errors.message}
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
      <form noValidate onSubmit={submit} className="form">
        <RadioGroup<ProgramCode>
          name="eligibilityProgramCode"
          legend={t`Which program does your household take part in?`}
          hint={t`If it takes part in more than one, choose any one of them.`}
          error={errors.message('eligibilityProgramCode')}
          options={options}
          value={form.eligibilityProgramCode as ProgramCode | ''}
          onChange={chooseProgram}
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
