import { device, programShortName, tribalNotes } from 'virtual:carrier-settings';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useRef } from 'react';
import { screenHeadings } from '../../../machines/screen-headings';
import { claimsTribalBenefit, tribalLandsNotConfirmed } from '../../../machines/tribal-benefit';
import { CheckboxField } from '../../components/checkbox-field';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';
import { ProviderFailure } from '../../components/step-form/provider-failure';
import { SubmitButton } from '../../components/step-form/submit-button';
import { useProfileText } from '../../i18n/profile-text';
import { useFlow, useFlowActor, useFlowSend } from '../../lib/flow-context';
import { formatMoney } from '../../lib/money';
import { PlanCard } from '../../shared/plans/plan-card';
import {
  isChoosingOffer,
  isEnrolTimedOut,
  isFindingTablet,
  planOnlyOf,
  shippingLineOf,
} from './enrolment-screen';
import { TabletHint } from './tablet-hint';

/** /EnrollStep (and ?code=CANNOT_UPDATE_DEVICE): the plan, the optional tablet, Enroll now. */
export function EnrollStepPage() {
  // Following an enrolment `url` leaves this page on show: keep its offer as it was.
  const last = useRef(false);
  last.current = useFlow(planOnlyOf) ?? last.current;
  const planOnly = last.current;
  // The plan-only offer replaces the first one: a new page, whose heading takes focus.
  return <EnrollStep key={planOnly ? 'planOnly' : 'offer'} planOnly={planOnly} />;
}

function EnrollStep({ planOnly }: { planOnly: boolean }) {
  const { t, i18n } = useLingui();
  const actor = useFlowActor();
  const send = useFlowSend();
  const busy = useFlow((snapshot) => snapshot.hasTag('busy'));
  const findingTablet = useFlow(isFindingTablet);
  const timedOut = useFlow(isEnrolTimedOut);
  // D25: tribal applicants get UNLIMITED data; D54: where the rules say, only those the
  // National Verifier confirmed on Tribal lands, and the others are told why.
  const unlimited = useFlow((snapshot) => claimsTribalBenefit(snapshot.context));
  const notConfirmed = useFlow((snapshot) => tribalLandsNotConfirmed(snapshot.context));
  const tablet = useFlow((snapshot) => snapshot.context.tablet);
  const tabletWanted = useFlow((snapshot) => snapshot.context.tabletWanted);
  const failure = useFlow((snapshot) => snapshot.context.failure);
  const shipping = useFlow(shippingLineOf);
  const choosing = useFlow(isChoosingOffer);

  // The enrol event is not heard while the tablet is looked up, so the button says it waits.
  const waiting = busy || findingTablet;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The rendered flag can lag a fast double click; the actor's snapshot cannot.
    if (waiting || actor.getSnapshot().hasTag('busy')) return;
    send({ type: 'enrol.requested' });
  };

  const text = useProfileText();
  const program = text(programShortName);
  // A program's own device benefit (the ACP's tablet, with its co-pay) or the carrier's own
  // offer under a program without one (Lifeline, D35): worded differently, never as a co-pay.
  const ownOffer = !device?.acp;
  const price = device ? formatMoney(device.copay, i18n.locale) : '';
  const tabletName = tablet?.name ?? '';
  const ownOfferTerms = device
    ? [text(device.payment.description), device.deliveryTime ? text(device.deliveryTime) : '']
        .filter(Boolean)
        .join(' ')
    : '';
  const title = i18n._(screenHeadings.enrollStep);

  return (
    <>
      <PageTitle title={title} />
      <PageHeading>{title}</PageHeading>
      {planOnly ? (
        <div className="notice notice--error" role="alert">
          <p>
            {ownOffer ? (
              <Trans>
                We could not add the device to your enrolment. You can still enroll in the plan on
                its own.
              </Trans>
            ) : (
              <Trans>
                We could not add the tablet to your enrolment. You can still enroll in the plan on
                its own.
              </Trans>
            )}
          </p>
        </div>
      ) : (
        <p>
          <Trans>
            Your household qualifies for the {program} benefit. Enroll now to start your free plan.
          </Trans>
        </p>
      )}
      <PlanCard unlimited={unlimited} />
      {notConfirmed && tribalNotes.notConfirmed && (
        <p className="notice" id="tribal-not-confirmed">
          {text(tribalNotes.notConfirmed)}
        </p>
      )}
      <form noValidate onSubmit={onSubmit} className="form">
        {findingTablet && (
          <p className="notice" role="status">
            {ownOffer ? (
              <Trans>Looking for the device offer…</Trans>
            ) : (
              <Trans>Looking for the tablet offer…</Trans>
            )}
          </p>
        )}
        {tablet && (
          <CheckboxField
            id="tablet"
            label={ownOffer ? t`Add the ${tabletName} for ${price}` : t`Add a tablet for ${price}`}
            hint={
              <TabletHint
                state={planOnly ? 'refused' : timedOut ? 'resending' : 'offered'}
                ownOffer={ownOffer}
                tabletName={tabletName}
                price={price}
                ownOfferTerms={ownOfferTerms}
              />
            }
            checked={planOnly ? false : tabletWanted}
            // Plan only: the provider refused the tablet. While sending: the request must not
            // change under the same Idempotency-Key.
            disabled={planOnly || busy || timedOut}
            onChange={(event) => send({ type: 'tablet.chosen', wanted: event.target.checked })}
          />
        )}
        {shipping && choosing && (
          <p>
            {ownOffer ? (
              <Trans>We will send your SIM card and any device to {shipping}.</Trans>
            ) : (
              <Trans>We will send your SIM card and any tablet to {shipping}.</Trans>
            )}{' '}
            <button
              type="button"
              className="link-button"
              onClick={() => send({ type: 'address.edit' })}
            >
              <Trans>Change shipping details</Trans>
            </button>
          </p>
        )}
        <SubmitButton
          busy={waiting}
          timedOut={timedOut}
          busyLabel={busy && <Trans>Enrolling…</Trans>}
        >
          {planOnly ? <Trans>Re-enroll with the Plan only</Trans> : <Trans>Enroll now</Trans>}
        </SubmitButton>
        <ProviderFailure failure={failure} />
      </form>
    </>
  );
}
