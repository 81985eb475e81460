import { householdQuestion, programRules } from 'virtual:carrier-settings';
import { Trans, useLingui } from '@lingui/react/macro';
import { adultAge } from '../../../../machines/program-rules';
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

const FIELDS = [
  'optionAdult',
  'otherAdultReceivesBenefit',
  'sharesMoney',
  'iehInitials',
  'MK1',
  'MK2',
] as const;

/** D44: the FCC's household worksheet (Form 5631), where the build's rules ask it. */
const worksheet = programRules.household.worksheet;
const adult = adultAge(programRules);

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
      saved ?? {
        optionAdult: '',
        otherAdultReceivesBenefit: '',
        ...(worksheet && { sharesMoney: '' as const, iehInitials: '' }),
        MK1: '',
        MK2: '',
      },
    schema: householdSchema(name),
    messages: householdMessages(initials),
    fields: FIELDS,
    targets: {
      optionAdult: 'optionAdult-0',
      otherAdultReceivesBenefit: 'otherAdultReceivesBenefit-0',
      sharesMoney: 'sharesMoney-0',
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
          hint={t`An adult is someone aged ${adult} or over, or an emancipated minor (someone under ${adult} who is legally treated as an adult).`}
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
        {/* D44: the worksheet's next question, in its order, then a separate household's
            certification. */}
        {worksheet && values.optionAdult === YES && (
          <RadioGroup
            name="sharesMoney"
            legend={t`Do you share money (income and expenses) with that adult?`}
            hint={t`You share money if you share income or pay bills, rent or food together. A husband, wife or partner always counts as sharing money.`}
            error={errors.message('sharesMoney')}
            value={values.sharesMoney ?? ''}
            onChange={(value) => set('sharesMoney', value)}
            options={yesNo}
            inline
          />
        )}
        {worksheet && values.optionAdult === YES && values.sharesMoney === NO && (
          <div className="choice__reveal">
            <h2>
              <Trans>You are a separate household</Trans>
            </h2>
            <p>
              <Trans>
                You live at the same address as another adult, but you do not share money with them.
                So you and that adult are separate households, and each household can get its own
                benefit.
              </Trans>
            </p>
            <TextField
              id="iehInitials"
              label={t`Type your initials to certify that you and that adult are separate households.`}
              hint={initialsHint}
              error={errors.message('iehInitials')}
              value={values.iehInitials ?? ''}
              onChange={(event) => set('iehInitials', event.target.value)}
              maxLength={INITIALS_MAX_LENGTH}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className="field__input--short"
            />
          </div>
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
