import { programShortName } from 'virtual:carrier-settings';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { enrolmentDetails } from '../../../machines/enrolment-details';
import { screenHeadings } from '../../../machines/screen-headings';
import {
  type ShippingDetails,
  shippingDetailsFields,
} from '../../../machines/steps/shipping-details';
import { ErrorSummary } from '../../components/error-summary';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';
import { DateControl } from '../../components/step-form/controls/date-control';
import { StateControl } from '../../components/step-form/controls/state-control';
import { ProviderFailure } from '../../components/step-form/provider-failure';
import { StepFields } from '../../components/step-form/step-fields';
import { SubmitButton } from '../../components/step-form/submit-button';
import { useListForm } from '../../components/step-form/use-list-step';
import { flowPaths } from '../../config/paths';
import { useProfileText } from '../../i18n/profile-text';
import { useAnswerContext, useFlow, useFlowActor, useFlowSend } from '../../lib/flow-context';
import { confirmAddressWords } from './confirm-address-words';
import { isConfirmAddressTimedOut, transferAddressOf } from './enrolment-screen';

const CONTROLS = { date: DateControl, state: StateControl };

/** /ConfirmAddress (and ?transfer=yes): the shipping and enrolment details of A §5. */
export function ConfirmAddressPage() {
  const { i18n } = useLingui();
  const actor = useFlowActor();
  const send = useFlowSend();
  // Following an enrolment `url` leaves this page on show: keep its wording as it was.
  const last = useRef(false);
  last.current = useFlow(transferAddressOf) ?? last.current;
  const transfer = last.current;
  const busy = useFlow((snapshot) => snapshot.hasTag('busy'));
  const timedOut = useFlow(isConfirmAddressTimedOut);
  const failure = useFlow((snapshot) => snapshot.context.failure);
  const [noApplicationId, setNoApplicationId] = useState(false);
  const ruleContext = useAnswerContext();
  const { form, fields } = useListForm({
    list: shippingDetailsFields,
    words: confirmAddressWords,
    // What the enrolment would send now: the details given here before, else the answers'.
    saved: enrolmentDetails(actor.getSnapshot().context),
    ruleContext,
    busy,
    // The rendered flag can lag a fast double click; the actor's snapshot cannot.
    isBusyNow: () => actor.getSnapshot().hasTag('busy'),
    onValid: (details) => {
      // The machine refuses details without an application id; say why instead of doing nothing.
      const missingId = actor.getSnapshot().context.eligibility.applicationId === '';
      setNoApplicationId(missingId);
      if (!missingId) send({ type: 'address.submitted', details: details as ShippingDetails });
    },
  });
  const { errors } = form;

  const text = useProfileText();
  const program = text(programShortName);
  const title = transfer
    ? i18n._(screenHeadings.confirmAddressTransfer)
    : i18n._(screenHeadings.confirmAddress);

  return (
    <>
      <PageTitle title={title} hasErrors={errors.hasErrors} />
      <ErrorSummary errors={errors.summary} attempt={errors.attempt} />
      <PageHeading>{title}</PageHeading>
      <p>
        {transfer ? (
          <Trans>
            We need these details to move your {program} benefit to us. Check them and correct
            anything that is wrong.
          </Trans>
        ) : (
          <Trans>
            We need these details to enroll you, and we ship your order to this address. Check them
            and correct anything that is wrong.
          </Trans>
        )}
      </p>
      <form noValidate onSubmit={form.submit} className="form">
        <StepFields {...fields} controls={CONTROLS} />
        <SubmitButton
          busy={busy}
          timedOut={timedOut}
          busyLabel={transfer ? <Trans>Transferring…</Trans> : <Trans>Enrolling…</Trans>}
        >
          <Trans>Continue</Trans>
        </SubmitButton>
        {noApplicationId && (
          <div className="notice notice--error" role="alert">
            <p>
              <Trans>
                We do not have your application ID, so we cannot enroll you yet.{' '}
                <Link to={flowPaths.checkStatus}>Look your application up</Link> first.
              </Trans>
            </p>
          </div>
        )}
        {!errors.hasErrors && <ProviderFailure failure={failure} />}
      </form>
    </>
  );
}
