import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { RadioGroup } from '../../../components/radio-group';
import { SubmitButton } from '../../../components/step-form/submit-button';
import { useStepForm } from '../../../components/step-form/use-step-form';
import { fromIsoDate } from '../../../lib/date-of-birth';
import { useAnswerStep, useFlow, useStepAnswer } from '../../../lib/flow-context';
import { PersonFields } from '../../../shared/person/person-fields';
import { Ssn4Field } from '../../../shared/person/ssn4-field';
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
  const { values, set, bind, errors, submit } = useStepForm({
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

  const nameHint = t`2 to 24 characters: letters, spaces, hyphens (-), apostrophes (') and periods (.).`;
  return (
    <StepLayout step="personalInfo" errors={errors.summary} attempt={errors.attempt}>
      <p>
        <Trans>
          Tell us who is applying. Use your name as it appears on your official documents, so the
          National Verifier can find your records.
        </Trans>
      </p>
      <form noValidate onSubmit={submit} className="form">
        <PersonFields
          text={{
            firstName: { label: t`First name`, hint: nameHint },
            lastName: { label: t`Last name`, hint: nameHint },
            dateOfBirth: t`Date of birth`,
          }}
          firstName={bind('firstName')}
          lastName={bind('lastName')}
          dob={{
            id: 'dob',
            value: values.dob,
            error: errors.message('dob'),
            onChange: (dob) => set('dob', dob),
          }}
        />
        <Ssn4Field
          text={{
            label: t`Last 4 digits of your Social Security number`,
            hint: t`The National Verifier uses them to confirm who you are. We send them only with your application and never store them.`,
            notice: t`For your safety we do not keep these 4 digits when the page reloads. Please enter them again.`,
          }}
          value={values.ssn4}
          error={errors.message('ssn4')}
          forgotten={ssnForgotten}
          onChange={(ssn4) => set('ssn4', ssn4)}
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
