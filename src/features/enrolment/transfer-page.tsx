import { programShortName } from 'virtual:carrier-settings';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { screenHeadings } from '../../../machines/screen-headings';
import { CheckboxField } from '../../components/checkbox-field';
import { ErrorSummary } from '../../components/error-summary';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';
import { ProviderFailure } from '../../components/step-form/provider-failure';
import { SubmitButton } from '../../components/step-form/submit-button';
import { useStepForm } from '../../components/step-form/use-step-form';
import { env } from '../../config/env';
import { useProfileText } from '../../i18n/profile-text';
import { useFlow, useFlowActor, useFlowSend } from '../../lib/flow-context';
import { isTransferTimedOut } from './enrolment-screen';

/** A §5 "Transfer": the box shows "required". */
const transferMessages = { required: msg`required` };

const TransferSchema = v.object({ transferConsent: v.literal(true, 'required') });

/** /TransferAcpPlan: already enrolled elsewhere (DUPLICATE), so offer to move the benefit. */
export function TransferPage() {
  const { t, i18n } = useLingui();
  const actor = useFlowActor();
  const send = useFlowSend();
  const busy = useFlow((snapshot) => snapshot.hasTag('busy'));
  const timedOut = useFlow(isTransferTimedOut);
  const failure = useFlow((snapshot) => snapshot.context.failure);
  const { values, set, errors, submit } = useStepForm({
    initial: { transferConsent: false },
    schema: TransferSchema,
    messages: transferMessages,
    fields: ['transferConsent'] as const,
    busy,
    // The rendered flag can lag a fast double click; the actor's snapshot cannot.
    isBusyNow: () => actor.getSnapshot().hasTag('busy'),
    onValid: () => send({ type: 'transfer.requested' }),
  });

  const text = useProfileText();
  const siteName = env.siteName;
  const program = text(programShortName);
  // The heading names the program as a value (machines/ knows no profile).
  const heading = screenHeadings.transfer;
  const title = i18n._(heading.id, { program }, { message: heading.message });

  return (
    <>
      <PageTitle title={title} hasErrors={errors.hasErrors} />
      <ErrorSummary errors={errors.summary} attempt={errors.attempt} />
      <PageHeading>{title}</PageHeading>
      <p>
        <Trans>
          Your household already receives the {program} benefit through another provider. A
          household can have the benefit with only one provider at a time.
        </Trans>
      </p>
      <p>
        <Trans>
          You can move (transfer) your benefit to {siteName}. The benefit then pays for our free
          plan instead, and the discount on your current provider’s service ends.
        </Trans>
      </p>
      <form noValidate onSubmit={submit} className="form">
        <CheckboxField
          id="transferConsent"
          label={t`I want to transfer my ${program} benefit to ${siteName}`}
          error={errors.message('transferConsent')}
          checked={values.transferConsent}
          onChange={(event) => set('transferConsent', event.target.checked)}
        />
        <SubmitButton busy={busy} timedOut={timedOut} busyLabel={<Trans>Transferring…</Trans>}>
          <Trans>Transfer</Trans>
        </SubmitButton>
        <ProviderFailure failure={failure} />
      </form>
    </>
  );
}
