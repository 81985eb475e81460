import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';
import { ProviderFailure } from '../../components/step-form/provider-failure';
import { flowPaths } from '../../config/paths';
import { useFlow, useFlowSend } from '../../lib/flow-context';
import { PendingIds } from './pending-ids';
import { isVerifierNotChecked } from './status-screen';

/** /ACPEligibilityCheck: back from the National Verifier, the status is checked by itself. */
export function VerifierReturnPage() {
  const notChecked = useFlow(isVerifierNotChecked);
  // Keyed so the heading takes focus when the check ends without an answer.
  return notChecked ? <NotChecked key="notChecked" /> : <Checking key="checking" />;
}

function Checking() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle title={t`Checking your eligibility`} />
      <PageHeading>
        <Trans>Checking your eligibility</Trans>
      </PageHeading>
      <p className="notice" role="status">
        <Trans>Checking your eligibility with the National Verifier…</Trans>
      </p>
      {/* D48: no promise of how long; an answer moves the page on, a failure says so. */}
      <PendingIds />
      <p>
        <Trans>Please keep this page open until the answer shows.</Trans>
      </p>
    </>
  );
}

function NotChecked() {
  const { t } = useLingui();
  const send = useFlowSend();
  const failure = useFlow((snapshot) => snapshot.context.failure);
  const { applicationId, eligibilityCheckId } = useFlow((snapshot) => snapshot.context.eligibility);
  // A refused answer clears the stored ids (A §4), and then there is nothing to try again with.
  const canRetry = applicationId !== '' || eligibilityCheckId !== '';
  return (
    <>
      <PageTitle title={t`We could not check your eligibility`} />
      <PageHeading>
        <Trans>We could not check your eligibility</Trans>
      </PageHeading>
      {failure ? (
        <ProviderFailure failure={failure} />
      ) : (
        <div className="notice notice--error" role="alert">
          <p>
            <Trans>Something went wrong, please try again later</Trans>
          </p>
        </div>
      )}
      <PendingIds />
      {canRetry ? (
        <div className="actions">
          <button type="button" className="button" onClick={() => send({ type: 'status.retried' })}>
            <Trans>Try again</Trans>
          </button>
          <Link to={flowPaths.checkStatus} className="link-button">
            <Trans>Check the status with your IDs</Trans>
          </Link>
        </div>
      ) : (
        <>
          <p>
            <Trans>
              If you have your application ID or eligibility check ID, you can look your application
              up. Otherwise, start a new application.
            </Trans>
          </p>
          <div className="actions">
            <Link to={flowPaths.checkStatus} className="button">
              <Trans>Check Application Status</Trans>
            </Link>
            <Link to={flowPaths.zip} className="link-button">
              <Trans>Start a new application</Trans>
            </Link>
          </div>
        </>
      )}
    </>
  );
}
