import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DateOfBirthField } from '../../../components/date-of-birth-field';
import { RadioGroup } from '../../../components/radio-group';
import { SubmitButton } from '../../../components/step-form/submit-button';
import { useStepForm } from '../../../components/step-form/use-step-form';
import { TextField } from '../../../components/text-field';
import { fromIsoDate } from '../../../lib/date-of-birth';
import { useAnswerStep, useFlow, useStepAnswer } from '../../../lib/flow-context';
import { keepSsnDigits } from '../../../shared/rules/ssn-rules';
import { StepLayout } from '../step-layout';
import {
  defaultLanguage,
  type PersonalInfoForm,
  personalInfoMessages,
  personalInfoSchema,
} from './personal-info-schema';

const FIELDS = ['firstName', 'lastName', 'dob', 'ssn4', 'language'] as const;

export function PersonalInfoPage() {
  const { t, i18n } = useLingui();
  const busy = useFlow((snapshot) => snapshot.hasTag('busy'));
  const saved = useStepAnswer('personalInfo');
  const answer = useAnswerStep('personalInfo');
  const { values, set, errors, submit } = useStepForm({
    initial: (): PersonalInfoForm => ({
      firstName: saved?.firstName ?? '',
      lastName: saved?.lastName ?? '',
      dob: fromIsoDate(saved?.dob ?? ''),
      ssn4: saved?.ssn4 ?? '',
      language: saved?.language ?? defaultLanguage(i18n.locale),
    }),
    schema: personalInfoSchema(),
    messages: personalInfoMessages,
    fields: FIELDS,
    targets: { dob: 'dob-month', language: 'language-0' },
    busy,
    onValid: answer,
  });
  // D14: the digits are never stored, so after a reload the rest is back but they are not.
  const [ssnForgotten] = useState(() => saved !== null && saved.ssn4 === '');

  const ssnError = errors.message('ssn4');
  return (
    <StepLayout step="personalInfo" errors={errors.summary} attempt={errors.attempt}>
      <p>
        <Trans>
          Tell us who is applying. Use your name as it appears on your official documents, so the
          National Verifier can find your records.
        </Trans>
      </p>
      <form noValidate onSubmit={submit} className="form">
        <TextField
          id="firstName"
          label={t`First name`}
          hint={t`2 to 24 characters: letters, spaces, hyphens (-), apostrophes (') and periods (.).`}
          error={errors.message('firstName')}
          value={values.firstName}
          onChange={(event) => set('firstName', event.target.value)}
          autoComplete="given-name"
          spellCheck={false}
        />
        <TextField
          id="lastName"
          label={t`Last name`}
          hint={t`2 to 24 characters: letters, spaces, hyphens (-), apostrophes (') and periods (.).`}
          error={errors.message('lastName')}
          value={values.lastName}
          onChange={(event) => set('lastName', event.target.value)}
          autoComplete="family-name"
          spellCheck={false}
        />
        <DateOfBirthField
          id="dob"
          legend={t`Date of birth`}
          value={values.dob}
          onChange={(dob) => set('dob', dob)}
          error={errors.message('dob')}
        />
        {ssnForgotten && (
          <p className="notice" id="ssn4-notice">
            <Trans>
              For your safety we do not keep these 4 digits when the page reloads. Please enter them
              again.
            </Trans>
          </p>
        )}
        <TextField
          id="ssn4"
          type="text"
          label={t`Last 4 digits of your Social Security number`}
          hint={t`The National Verifier uses them to confirm who you are. We send them only with your application and never store them.`}
          error={ssnError}
          value={values.ssn4}
          onChange={(event) => set('ssn4', keepSsnDigits(event.target.value))}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          className="field__input--short"
          // The reload notice belongs to this field too; TextField only knows its hint and error.
          aria-describedby={
            [ssnForgotten && 'ssn4-notice', 'ssn4-hint', ssnError && 'ssn4-error']
              .filter(Boolean)
              .join(' ') || undefined
          }
        />
        <RadioGroup
          name="language"
          legend={t`Which language should we use when we contact you?`}
          error={errors.message('language')}
          value={values.language}
          onChange={(language) => set('language', language)}
          inline
          options={[
            { value: 'English', label: <span lang="en">English</span> },
            { value: 'Spanish', label: <span lang="es">Español</span> },
          ]}
        />
        <SubmitButton busy={busy}>
          <Trans>Continue</Trans>
        </SubmitButton>
      </form>
    </StepLayout>
  );
}
