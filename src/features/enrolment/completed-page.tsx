import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { OrderDetails } from '../../../machines/flow-types';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';
import { flowPaths } from '../../config/paths';
import { failureMessage } from '../../lib/failure-message';
import { useFlow } from '../../lib/flow-context';
import { isLookingUpOrder } from './enrolment-screen';

/** /CompletedACP?orderId: thank you, the fulfilment id, and a confirmation worth keeping. */
export function CompletedPage() {
  const order = useFlow((snapshot) => snapshot.context.order);
  return order?.orderId ? <Completed order={order} /> : <OrderNotFound />;
}

function OrderNotFound() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle title={t`Order not found`} />
      <PageHeading>
        <Trans>Order not found</Trans>
      </PageHeading>
      <p>
        <Trans>
          This page needs an order number, and the address you opened has none. If you have
          enrolled, your application status shows where things stand.
        </Trans>
      </p>
      <p>
        <Link to={flowPaths.checkStatus} className="button">
          <Trans>Check Application Status</Trans>
        </Link>
      </p>
    </>
  );
}

function Completed({ order }: { order: OrderDetails }) {
  const { t, i18n } = useLingui();
  const lookingUp = useFlow(isLookingUpOrder);
  const lookup = useFlow((snapshot) => snapshot.context.orderLookup);
  const failure = useFlow((snapshot) => snapshot.context.failure);

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

  return (
    <>
      <PageTitle title={title} />
      <PageHeading>{title}</PageHeading>
      <p>
        {detailed &&
          (transfer ? (
            <Trans>Your ACP benefit now goes to your free plan with us.</Trans>
          ) : (
            <Trans>We have your order for the free ACP plan.</Trans>
          ))}{' '}
        <Trans>Keep the confirmation below: print it, or take a screenshot.</Trans>
      </p>
      {order.tabletRejected && (
        <div className="notice" role="status">
          <p>
            <Trans>
              Your enrollment is successful, but the tablet was not approved. The 10.01 USD tablet
              cost has been returned.
            </Trans>
          </p>
        </div>
      )}
      {!lookingUp && (lookup?.message || failure) && (
        <div className="notice notice--error" role="alert">
          <p>{lookup?.message || (failure ? failureMessage(i18n, failure) : '')}</p>
        </div>
      )}
      <section className="card confirmation" aria-labelledby="confirmation-title">
        <h2 id="confirmation-title">
          <Trans>Your confirmation</Trans>
        </h2>
        <dl className="summary-list">
          {detailed && (
            <Row label={t`What you enrolled in`}>
              {transfer ? (
                <Trans>Transfer of your ACP benefit to our free plan</Trans>
              ) : order.withTablet ? (
                <Trans>Free ACP plan, with a tablet (one-time co-pay of $10.01)</Trans>
              ) : (
                <Trans>Free ACP plan, without a tablet</Trans>
              )}
            </Row>
          )}
          {enrolledAt && <Row label={t`When`}>{enrolledAt}</Row>}
          {order.applicationId && (
            <Row label={t`Application ID`}>
              <span className="confirmation__id">{order.applicationId}</span>
            </Row>
          )}
          <Row label={t`Order ID`}>
            <span className="confirmation__id">{order.orderId}</span>
          </Row>
          <Row label={t`Fulfillment ID`}>{fulfillment}</Row>
          {order.nladSubscriberId && (
            <Row label={t`NLAD subscriber ID`}>
              <span className="confirmation__id">{order.nladSubscriberId}</span>
            </Row>
          )}
          {order.activationCode && (
            <Row label={t`Activation code`}>
              <span className="confirmation__id">{order.activationCode}</span>
            </Row>
          )}
        </dl>
      </section>
      <div className="actions no-print">
        <button type="button" className="button" onClick={() => window.print()}>
          <Trans>Print this page</Trans>
        </button>
      </div>
    </>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="summary-list__row">
      <dt className="summary-list__key">{label}</dt>
      <dd className="summary-list__value">{children}</dd>
    </div>
  );
}

/** The time of the answer in the applicant's language and time zone; '' when unknown. */
export function formatTime(iso: string, locale: string): string {
  const time = iso ? new Date(iso) : null;
  if (!time || Number.isNaN(time.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(time);
}
