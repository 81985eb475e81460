import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiFailure } from '../../../machines/flow-types';
import { screenHeadings } from '../../../machines/screen-headings';
import { ErrorSummary } from '../../components/error-summary';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';
import { ProviderFailure } from '../../components/step-form/provider-failure';
import { SubmitButton } from '../../components/step-form/submit-button';
import { useStepForm } from '../../components/step-form/use-step-form';
import { TextField } from '../../components/text-field';
import { useFlow, useFlowActor, useFlowSend } from '../../lib/flow-context';
import { RepresentativeFormSchema, representativeMessages } from './representative-schema';

/** The code the provider answers an ID USAC's database does not know with (D57). */
const REP_NOT_REGISTERED = 'REP_NOT_REGISTERED';

/** What to do about an unregistered ID: the representative's own next steps, never a dead end. */
function NotRegistered({ repId }: { repId: string }) {
  return (
    <div className="notice notice--error" role="alert">
      <h2>
        <Trans>This representative ID is not registered</Trans>
      </h2>
      <p>
        <Trans>
          The Representative Accountability Database (RAD) of the Universal Service Administrative
          Company (USAC) does not know the ID {repId}. Check it against your RAD registration and
          type it again.
        </Trans>
      </p>
      <p>
        <Trans>
          If the ID is right, your registration may not be active yet, or it may have lapsed.
          Register or renew it with USAC, or ask your supervisor, before you help anyone apply.
          Until then, applicants can still apply on their own.
        </Trans>
      </p>
    </div>
  );
}

/**
 * /Representative (D57): the address a carrier gives its representatives. The RAD ID is
 * checked with the provider before the shift starts; then the zip page opens for the first
 * applicant.
 */
export function RepresentativePage() {
  const { t, i18n } = useLingui();
  const actor = useFlowActor();
  const send = useFlowSend();
  const busy = useFlow((snapshot) => snapshot.hasTag('busy'));
  const failure = useFlow((snapshot) => snapshot.context.failure);
  const { values, bind, errors, submit } = useStepForm({
    initial: { repId: '' },
    schema: RepresentativeFormSchema,
    messages: representativeMessages,
    fields: ['repId'] as const,
    busy,
    isBusyNow: () => actor.getSnapshot().hasTag('busy'),
    onValid: (value) => send({ type: 'representative.submitted', repId: value.repId }),
  });
  const notRegistered = (failure as ApiFailure | null)?.code === REP_NOT_REGISTERED;
  const heading = i18n._(screenHeadings.representative);
  return (
    <>
      <PageTitle title={heading} hasErrors={errors.hasErrors} />
      <ErrorSummary errors={errors.summary} attempt={errors.attempt} />
      <PageHeading>{heading}</PageHeading>
      <p>
        <Trans>
          For representatives who help applicants on this device. Enter the ID the Representative
          Accountability Database (RAD) gave you: we check it, and it goes with each application you
          help with until you end your shift. The applicant answers and signs their own application.
        </Trans>
      </p>
      {!errors.hasErrors && failure && !busy ? (
        notRegistered ? (
          <NotRegistered repId={values.repId.trim()} />
        ) : (
          <ProviderFailure failure={failure} />
        )
      ) : null}
      <form noValidate onSubmit={submit} className="form">
        <TextField
          {...bind('repId')}
          label={t`Representative ID (RAD ID)`}
          hint={t`5 to 20 letters and numbers, for example REP12345`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
        />
        <SubmitButton busy={busy} busyLabel={<Trans>Checking…</Trans>}>
          <Trans>Start my shift</Trans>
        </SubmitButton>
      </form>
    </>
  );
}
