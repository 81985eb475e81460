import { householdQuestion } from 'virtual:carrier-settings';
import { Trans, useLingui } from '@lingui/react/macro';
import { RadioGroup } from '../../../components/radio-group';
import { SubmitButton } from '../../../components/step-form/submit-button';
import { useStepForm } from '../../../components/step-form/use-step-form';
import { TextField } from '../../../components/text-field';
import { useProfileText } from '../../../i18n/profile-text';
import { useAnswerStep, useFlow, useStepAnswer } from '../../../lib/flow-context';
import { StepLayout } from '../step-layout';
import {
  expectedInitials,
  type HouseholdForm,
  householdMessages,
  householdSchema,
  INITIALS_MAX_LENGTH,
  NO,
  YES,
} from './household-schema';

const FIELDS = ['optionAdult', 'otherAdultReceivesBenefit', 'MK1', 'MK2'] as const;

export function HouseholdPage() {
  const { t } = useLingui();
  const text = useProfileText();
  const busy = useFlow((snapshot) => snapshot.hasTag('busy'));
  const saved = useStepAnswer('household');
  const answer = useAnswerStep('household');
  const name = useStepAnswer('personalInfo');
  const initials = expectedInitials(name);
  const { values, set, errors, submit } = useStepForm({
    initial: (): HouseholdForm =>
      saved ?? { optionAdult: '', otherAdultReceivesBenefit: '', MK1: '', MK2: '' },
    schema: householdSchema(name),
    messages: householdMessages(initials),
    fields: FIELDS,
    targets: {
      optionAdult: 'optionAdult-0',
      otherAdultReceivesBenefit: 'otherAdultReceivesBenefit-0',
    },
    busy,
    onValid: answer,
  });

  const yesNo = [
    { value: YES, label: t`Yes` },
    { value: NO, label: t`No` },
  ];
  const initialsHint = t`The first letter of your first name and the first letter of your last name.`;

  return (
    <StepLayout step="household" errors={errors.summary} attempt={errors.attempt}>
      <p>{text(householdQuestion.intro)}</p>
      <form noValidate onSubmit={submit} className="form">
        <RadioGroup
          name="optionAdult"
          legend={t`Do you live with another adult?`}
          hint={t`An adult is someone aged 18 or over, or an emancipated minor (someone under 18 who is legally treated as an adult).`}
          error={errors.message('optionAdult')}
          value={values.optionAdult}
          onChange={(value) => set('optionAdult', value)}
          options={yesNo}
          inline
        />
        {/* Asked only of someone who lives with another adult. */}
        {values.optionAdult === YES && (
          <RadioGroup
            name="otherAdultReceivesBenefit"
            legend={text(householdQuestion.legend)}
            hint={text(householdQuestion.hint)}
            error={errors.message('otherAdultReceivesBenefit')}
            value={values.otherAdultReceivesBenefit}
            onChange={(value) => set('otherAdultReceivesBenefit', value)}
            options={yesNo}
            inline
          />
        )}
        <h2>
          <Trans>Confirm with your initials</Trans>
        </h2>
        <TextField
          id="MK1"
          label={t`Type your initials to certify that your answers on this page are true.`}
          hint={initialsHint}
          error={errors.message('MK1')}
          value={values.MK1}
          onChange={(event) => set('MK1', event.target.value)}
          maxLength={INITIALS_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="field__input--short"
        />
        <TextField
          id="MK2"
          label={text(householdQuestion.oneBenefitInitialsLabel)}
          hint={initialsHint}
          error={errors.message('MK2')}
          value={values.MK2}
          onChange={(event) => set('MK2', event.target.value)}
          maxLength={INITIALS_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="field__input--short"
        />
        <SubmitButton busy={busy}>
          <Trans>Continue</Trans>
        </SubmitButton>
      </form>
    </StepLayout>
  );
}
