import { programShortName } from 'virtual:carrier-settings';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect } from 'react';
import type { OrderDetails } from '../../../../machines/flow-types';
import { PageHeading } from '../../../components/page-heading';
import { PageTitle } from '../../../components/page-title';
import { SummaryList, type SummaryListRow } from '../../../components/step-form/summary-list';
import { useProfileText } from '../../../i18n/profile-text';
import { useFlow, useFlowSend } from '../../../lib/flow-context';
import { PROVIDER_LANG } from '../../../shared/guidance/failure-headlines';
import { useFailureMessage } from '../../../shared/guidance/lazy-guidance';
import { canRetryOrderLookup, isLookingUpOrder } from '../enrolment-screen';
import { IdMeanings, NextSteps } from './next-steps';
import { OrderNotFound } from './order-not-found';
import { EnrolledIn, TabletRejected } from './order-words';

/** /CompletedACP?orderId: thank you, the fulfilment id, and a confirmation worth keeping. */
export function CompletedPage() {
  const order = useFlow((snapshot) => snapshot.context.order);
  return order?.orderId ? <Completed order={order} /> : <OrderNotFound />;
}

function Completed({ order }: { order: OrderDetails }) {
  const { t, i18n } = useLingui();
  const text = useProfileText();
  const program = text(programShortName);
  const lookingUp = useFlow(isLookingUpOrder);
  const lookup = useFlow((snapshot) => snapshot.context.orderLookup);
  const failure = useFlow((snapshot) => snapshot.context.failure);
  const failureMessage = useFailureMessage();
  const send = useFlowSend();
  const canRetry = useFlow(canRetryOrderLookup);

  // Issue 28 §11: a lookup lost to a dropped connection is tried again as soon as the browser
  // is back online; the button below does it by hand (a weak line may never say it is back).
  useEffect(() => {
    if (!canRetry) return;
    const retry = () => send({ type: 'order.retried' });
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [canRetry, send]);

  // An order known only from a typed or reloaded URL carries no details: say nothing about them
  // rather than guess (the machine fills `enrolledAt` only from a real answer).
  const detailed = order.enrolledAt !== '';
  const transfer = order.kind === 'transfer';
  const title = !detailed
    ? t`Thank you for your order`
    : transfer
      ? t`Thank you! Your transfer is done`
      : t`Thank you! You are enrolled`;
  const fulfillmentId = lookup && !lookup.message ? lookup.fulfillmentId : '';
  // Issue 39: an order id that only the URL gives may say anything; it is named once the
  // provider's answer (the enrolment, or the order lookup) has confirmed it.
  const confirmed = detailed || fulfillmentId !== '';
  const enrolledAt = formatTime(order.enrolledAt, i18n.locale);

  let fulfillment: ReactNode;
  if (lookingUp) {
    fulfillment = (
      <span role="status">
        <Trans>Looking up your order…</Trans>
      </span>
    );
  } else if (fulfillmentId) {
    fulfillment = <span className="confirmation__id">{fulfillmentId}</span>;
  } else {
    fulfillment = <Trans>Your fulfillment ID can't be found.</Trans>;
  }

  const id = (value: string) => <span className="confirmation__id">{value}</span>;
  const rows: SummaryListRow[] = [
    ...(detailed
      ? [{ id: 'what', key: t`What you enrolled in`, value: <EnrolledIn order={order} /> }]
      : []),
    ...(enrolledAt ? [{ id: 'when', key: t`When`, value: enrolledAt }] : []),
    ...(order.applicationId
      ? [{ id: 'application', key: t`Application ID`, value: id(order.applicationId) }]
      : []),
    ...(confirmed ? [{ id: 'order', key: t`Order ID`, value: id(order.orderId) }] : []),
    { id: 'fulfillment', key: t`Fulfillment ID`, value: fulfillment },
    ...(order.nladSubscriberId
      ? [{ id: 'nlad', key: t`NLAD subscriber ID`, value: id(order.nladSubscriberId) }]
      : []),
    ...(order.activationCode
      ? [{ id: 'activation', key: t`Activation code`, value: id(order.activationCode) }]
      : []),
  ];

  return (
    <>
      <PageTitle title={title} />
      <PageHeading>{title}</PageHeading>
      <p>
        {detailed &&
          (transfer ? (
            <Trans>Your {program} benefit now goes to your free plan with us.</Trans>
          ) : (
            <Trans>We have your order for the free {program} plan.</Trans>
          ))}{' '}
        <Trans>Keep the confirmation below: print it, or take a screenshot.</Trans>
      </p>
      {order.tabletRejected && (
        <div className="notice" role="status">
          <p>
            <TabletRejected />
          </p>
        </div>
      )}
      {!lookingUp && (lookup?.message || failure) && (
        <div className="notice notice--error" role="alert">
          {/* The lookup's message is the provider's, in its language; ours is the page's. */}
          {lookup?.message ? (
            <p lang={PROVIDER_LANG}>{lookup.message}</p>
          ) : (
            <p>{failure ? failureMessage(failure) : ''}</p>
          )}
        </div>
      )}
      <section className="card confirmation" aria-labelledby="confirmation-title">
        <h2 id="confirmation-title">
          <Trans>Your confirmation</Trans>
        </h2>
        <SummaryList rows={rows} />
      </section>
      {detailed && <NextSteps order={order} />}
      <IdMeanings order={order} />
      <div className="actions no-print">
        {canRetry && (
          <button type="button" className="button" onClick={() => send({ type: 'order.retried' })}>
            <Trans>Try again</Trans>
          </button>
        )}
        <button type="button" className="button" onClick={() => window.print()}>
          <Trans>Print this page</Trans>
        </button>
      </div>
    </>
  );
}

/** The time of the answer in the applicant's language and time zone; '' when unknown. */
export function formatTime(iso: string, locale: string): string {
  const time = iso ? new Date(iso) : null;
  if (!time || Number.isNaN(time.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(time);
}
