import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { CheckboxField } from '../../components/checkbox-field';
import { ErrorSummary } from '../../components/error-summary';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';
import { ProviderFailure } from '../../components/step-form/provider-failure';
import { SubmitButton } from '../../components/step-form/submit-button';
import { env } from '../../config/env';
import { useFlow, useFlowActor, useFlowSend } from '../../lib/flow-context';
import { useFormErrors } from '../../lib/use-form-errors';
import { isTransferTimedOut } from './enrolment-screen';

/** A §5 "Transfer": the box shows "required". */
const transferMessages = { required: msg`required` };

/** /TransferAcpPlan: already enrolled elsewhere (DUPLICATE), so offer to move the benefit. */
export function TransferPage() {
  const { t } = useLingui();
  const actor = useFlowActor();
  const send = useFlowSend();
  const busy = useFlow((snapshot) => snapshot.hasTag('busy'));
  const timedOut = useFlow(isTransferTimedOut);
  const failure = useFlow((snapshot) => snapshot.context.failure);
  const [agreed, setAgreed] = useState(false);
  const form = useFormErrors(['transferConsent'] as const);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The rendered flag can lag a fast double click; the actor's snapshot cannot.
    if (busy || actor.getSnapshot().hasTag('busy')) return;
    form.report(agreed ? {} : { transferConsent: transferMessages.required });
    if (!agreed) return;
    send({ type: 'transfer.requested' });
  };

  const siteName = env.siteName;
  const title = t`You are already enrolled in ACP`;

  return (
    <>
      <PageTitle title={title} hasErrors={form.hasErrors} />
      <ErrorSummary errors={form.summary} attempt={form.attempt} />
      <PageHeading>{title}</PageHeading>
      <p>
        <Trans>
          Your household already receives the Affordable Connectivity Program benefit through
          another provider. A household can have the benefit with only one provider at a time.
        </Trans>
      </p>
      <p>
        <Trans>
          You can move (transfer) your benefit to {siteName}. The benefit then pays for our free
          plan instead, and the discount on your current provider’s service ends.
        </Trans>
      </p>
      <form noValidate onSubmit={onSubmit} className="form">
        <CheckboxField
          id="transferConsent"
          label={t`I want to transfer my ACP benefit to ${siteName}`}
          error={form.message('transferConsent')}
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
        />
        <SubmitButton busy={busy} timedOut={timedOut} busyLabel={<Trans>Transferring…</Trans>}>
          <Trans>Transfer</Trans>
        </SubmitButton>
        <ProviderFailure failure={failure} />
      </form>
    </>
  );
}
