import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { RadioGroup, type RadioOption } from '../../../components/radio-group';
import { SubmitButton } from '../../../components/step-form/submit-button';
import { useStepForm } from '../../../components/step-form/use-step-form';
import { stepUrls } from '../../../config/paths';
import { useProfileText } from '../../../i18n/profile-text';
import { useAnswerContext, useAnswerStep, useFlow, useStepAnswer } from '../../../lib/flow-context';
import { PROGRAMS, type ProgramCode } from '../../../shared/programs/programs';
import { StepLayout } from '../step-layout';
import { hasFollowUp, ProgramFollowUp } from './program-follow-up';
import {
  QUALIFYING_PERSON_FIELDS,
  type QualificationField,
  type QualificationForm,
  type QualifyingPersonForm,
  qualificationForm,
  qualificationMessagesFor,
  qualificationSchema,
} from './qualification-schema';
import { QualifyingPerson } from './qualifying-person';

const FIELD_ORDER: readonly QualificationField[] = [
  'eligibilityProgramCode',
  'publicHousingCode',
  'schoolName',
  'adults',
  'children',
  'amount',
  ...QUALIFYING_PERSON_FIELDS,
];

// Radio groups are reached through their first option, a date through its month.
const SUMMARY_TARGETS = {
  eligibilityProgramCode: 'eligibilityProgramCode-0',
  publicHousingCode: 'publicHousingCode-0',
  qualifyingPerson: 'qualifyingPerson-0',
  bqpDob: 'bqpDob-month',
  bqpIdType: 'bqpIdType-0',
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
  const identity = context.rules.identity;
  const {
    values: form,
    setValues: setForm,
    errors,
    submit,
  } = useStepForm({
    initial: (): QualificationForm => qualificationForm(saved, identity.benefitQualifyingPerson),
    schema: (values) => qualificationSchema(context, values),
    messages: qualificationMessagesFor(identity.nameLength),
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

  // D14: a dependent's number is never stored; after a reload the rest is back but it is not.
  const [bqpForgotten] = useState(
    () =>
      saved?.qualifyingPerson === 'dependent' &&
      (saved.bqpIdType === 'tribalId' ? saved.bqpTribalId === '' : saved.bqpSsn4 === ''),
  );
  // D45: the household said it does not live on Tribal lands (the review's Edit brings it here
  // after step 5), and the program chosen counts only there.
  const offTribalLands = context.answers.tribalStatus?.checkTribal === false;
  const tribalOnlyChosen =
    offTribalLands &&
    identity.tribalLandsOnlyCodes.some((code) => code === form.eligibilityProgramCode);

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
            form={form as QualifyingPersonForm}
            nameLength={identity.nameLength}
            message={errors.message}
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
