import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { adultAge } from '../../../../machines/program-rules';
import { CheckboxField } from '../../../components/checkbox-field';
import { RadioGroup } from '../../../components/radio-group';
import { SubmitButton } from '../../../components/step-form/submit-button';
import { useStepForm } from '../../../components/step-form/use-step-form';
import { fromIsoDate } from '../../../lib/date-of-birth';
import { useAnswerContext, useAnswerStep, useFlow, useStepAnswer } from '../../../lib/flow-context';
import { IdNumberChoice } from '../../../shared/person/id-number-choice';
import { PersonFields } from '../../../shared/person/person-fields';
import { Ssn4Field } from '../../../shared/person/ssn4-field';
import { StepLayout } from '../step-layout';
import {
  defaultLanguage,
  isUnderAgeOn,
  type PersonalInfoForm,
  personalInfoMessagesFor,
  personalInfoSchema,
} from './personal-info-schema';

const FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'dob',
  'emancipatedMinor',
  'idType',
  'ssn4',
  'tribalId',
  'language',
] as const;

export function PersonalInfoPage() {
  const { t, i18n } = useLingui();
  const busy = useFlow((snapshot) => snapshot.hasTag('busy'));
  const saved = useStepAnswer('personalInfo');
  const answer = useAnswerStep('personalInfo');
  const { rules, today } = useAnswerContext();
  const identity = rules.identity;
  const { values, set, change, bind, errors, submit } = useStepForm({
    initial: (): PersonalInfoForm => ({
      firstName: saved?.firstName ?? '',
      ...(identity.middleName ? { middleName: saved?.middleName ?? '' } : {}),
      lastName: saved?.lastName ?? '',
      dob: fromIsoDate(saved?.dob ?? ''),
      ...(identity.age ? { emancipatedMinor: saved?.emancipatedMinor ?? false } : {}),
      ...(identity.tribalIdForSsn
        ? { idType: saved?.idType ?? '', tribalId: saved?.tribalId ?? '' }
        : {}),
      ssn4: saved?.ssn4 ?? '',
      language: saved?.language ?? defaultLanguage(i18n.locale),
    }),
    schema: (form) => personalInfoSchema(today, rules, form),
    messages: personalInfoMessagesFor(identity.nameLength, adultAge(rules)),
    fields: FIELDS,
    targets: { dob: 'dob-month', idType: 'idType-0', language: 'language-0' },
    busy,
    onValid: answer,
  });
  // D14: the number is never stored, so after a reload the rest is back but it is not.
  const [forgotten] = useState(
    () =>
      saved !== null && (saved.idType === 'tribalId' ? saved.tribalId === '' : saved.ssn4 === ''),
  );
  const underAge = isUnderAgeOn(values.dob, today, rules);
  const { min, max } = identity.nameLength;

  const nameHint = t`${min} to ${max} characters: letters, spaces, hyphens (-), apostrophes (') and periods (.).`;
  const ssn4Text = {
    label: t`Last 4 digits of your Social Security number`,
    hint: t`The National Verifier uses them to confirm who you are. We send them only with your application and never store them.`,
    notice: t`For your safety we do not keep these 4 digits when the page reloads. Please enter them again.`,
  };
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
            middleName: {
              label: t`Middle name (if you have one)`,
              hint: t`Up to ${max} characters. Leave it empty if you have no middle name.`,
            },
            lastName: { label: t`Last name`, hint: nameHint },
            dateOfBirth: t`Date of birth`,
          }}
          firstName={bind('firstName')}
          {...(identity.middleName ? { middleName: bind('middleName') } : {})}
          lastName={bind('lastName')}
          dob={{
            id: 'dob',
            value: values.dob,
            error: errors.message('dob'),
            onChange: (dob) => set('dob', dob),
            ...(identity.age ? { youngest: identity.age.youngestListed } : {}),
          }}
        />
        {identity.age && underAge && (
          <CheckboxField
            id="emancipatedMinor"
            label={t`I am an emancipated minor`}
            hint={t`You must be ${identity.age.adult} or older on the day you apply, unless you are an emancipated minor: someone under ${identity.age.adult} whom a court, or a marriage, has made legally responsible for themself.`}
            error={errors.message('emancipatedMinor')}
            checked={values.emancipatedMinor === true}
            onChange={(event) => change({ emancipatedMinor: event.target.checked })}
          />
        )}
        {identity.tribalIdForSsn ? (
          <IdNumberChoice
            name="idType"
            ids={{ ssn4: 'ssn4', tribalId: 'tribalId' }}
            text={{
              legend: t`Which number do you give to show who you are?`,
              hint: t`We send it only with your application and never store it.`,
              ssnOption: t`The last 4 digits of my Social Security number`,
              tribalOption: t`My Tribal ID number: I am a member of a federally recognised Tribe and have no Social Security number`,
              ssn4: ssn4Text,
              tribalId: {
                label: t`Tribal ID number`,
                hint: t`The number on your Tribal ID card, up to 24 characters.`,
                notice: t`For your safety we do not keep your Tribal ID number when the page reloads. Please enter it again.`,
              },
            }}
            idType={values.idType ?? ''}
            ssn4={values.ssn4}
            tribalId={values.tribalId ?? ''}
            errors={{
              idType: errors.message('idType'),
              ssn4: errors.message('ssn4'),
              tribalId: errors.message('tribalId'),
            }}
            forgotten={forgotten}
            onChange={change}
          />
        ) : (
          <Ssn4Field
            text={ssn4Text}
            value={values.ssn4}
            error={errors.message('ssn4')}
            forgotten={forgotten}
            onChange={(ssn4) => set('ssn4', ssn4)}
          />
        )}
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
