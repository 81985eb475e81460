import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { SubmitButton } from '../../components/step-form/submit-button';
import { useStepForm } from '../../components/step-form/use-step-form';
import { flowPaths } from '../../config/paths';
import { fromIsoDate } from '../../lib/date-of-birth';
import { useFlow, useFlowSend } from '../../lib/flow-context';
import { PersonFields } from '../../shared/person/person-fields';
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
  const { values, set, bind, errors, submit } = useStepForm({
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
        <PersonFields
          text={{
            firstName: { label: t`First name`, hint: nameHint },
            middleName: {
              label: t`Middle name (optional)`,
              hint: t`Up to 24 characters. Leave this empty if you have none; an initial is enough.`,
            },
            lastName: { label: t`Last name`, hint: nameHint },
            dateOfBirth: t`Date of birth`,
          }}
          firstName={bind('firstName')}
          middleName={bind('middleName')}
          lastName={bind('lastName')}
          dob={{
            id: 'dob',
            value: values.dob,
            error: errors.message('dob'),
            onChange: (dob) => set('dob', dob),
          }}
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
