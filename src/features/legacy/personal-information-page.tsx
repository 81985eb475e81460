import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { DateOfBirthField } from '../../components/date-of-birth-field';
import { SubmitButton } from '../../components/step-form/submit-button';
import { useStepForm } from '../../components/step-form/use-step-form';
import { TextField } from '../../components/text-field';
import { flowPaths } from '../../config/paths';
import { fromIsoDate } from '../../lib/date-of-birth';
import { useFlow, useFlowSend } from '../../lib/flow-context';
import { LegacyLayout } from './legacy-layout';
import {
  type PersonalInformationForm,
  personalInformationMessages,
  personalInformationSchema,
} from './personal-information-schema';

const FIELDS = ['firstName', 'middleName', 'lastName', 'dob'] as const;

export function PersonalInformationPage() {
  const { t } = useLingui();
  const send = useFlowSend();
  const busy = useFlow((snapshot) => snapshot.hasTag('busy'));
  const saved = useFlow((snapshot) => snapshot.context.legacy.personal);
  const { values, setValues, errors, submit } = useStepForm({
    initial: (): PersonalInformationForm => ({
      firstName: saved?.firstName ?? '',
      middleName: saved?.middleName ?? '',
      lastName: saved?.lastName ?? '',
      dob: fromIsoDate(saved?.dob ?? ''),
    }),
    schema: personalInformationSchema(),
    messages: personalInformationMessages,
    fields: FIELDS,
    targets: { dob: 'dob-month' },
    busy,
    onValid: (value) => send({ type: 'legacy.personal.submitted', personal: value }),
  });

  const set = <K extends keyof PersonalInformationForm>(
    field: K,
    value: PersonalInformationForm[K],
  ) => setValues((current) => ({ ...current, [field]: value }));

  const nameHint = t`2 to 24 characters: letters, spaces, hyphens (-), apostrophes (') and periods (.).`;
  return (
    <LegacyLayout page={4} screen="legacyPersonal" errors={errors.summary} attempt={errors.attempt}>
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
          hint={nameHint}
          error={errors.message('firstName')}
          value={values.firstName}
          onChange={(event) => set('firstName', event.target.value)}
          autoComplete="given-name"
          spellCheck={false}
        />
        <TextField
          id="middleName"
          label={t`Middle name (optional)`}
          hint={t`Up to 24 characters. Leave this empty if you have none; an initial is enough.`}
          error={errors.message('middleName')}
          value={values.middleName}
          onChange={(event) => set('middleName', event.target.value)}
          autoComplete="additional-name"
          spellCheck={false}
        />
        <TextField
          id="lastName"
          label={t`Last name`}
          hint={nameHint}
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
        <div className="actions">
          <SubmitButton busy={busy}>
            <Trans>Next</Trans>
          </SubmitButton>
          <Link to={flowPaths.legacyQuestion} className="link-button">
            <Trans>Back</Trans>
          </Link>
        </div>
      </form>
    </LegacyLayout>
  );
}
