import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { PageHeading } from '../../../components/page-heading';
import { PageTitle } from '../../../components/page-title';
import { flowPaths } from '../../../config/paths';

/** /CompletedACP without an order id (A §8): say so, and where things can be looked up. */
export function OrderNotFound() {
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
