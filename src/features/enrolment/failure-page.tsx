import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { screenHeadings } from '../../../machines/screen-headings';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';
import { informationPaths } from '../../config/paths';
import { useFlow, useFlowSend } from '../../lib/flow-context';
import { isTransferFailure } from './enrolment-screen';

/** /EnrolmentFailure and /Failure (B §8): the error received, and a way to start again. */
export function FailurePage() {
  const { t, i18n } = useLingui();
  const send = useFlowSend();
  const transfer = useFlow(isTransferFailure);
  const stored = useFlow((snapshot) => snapshot.context.failurePageError);

  const title = transfer
    ? i18n._(screenHeadings.transferFailure)
    : i18n._(screenHeadings.enrolmentFailure);
  const error =
    stored ||
    (transfer
      ? t`Current application ID is not eligible for transfer`
      : t`Application ID not found`);

  return (
    <>
      <PageTitle title={title} />
      <PageHeading>{title}</PageHeading>
      <div className="notice notice--error">
        <p>
          <Trans>The following error is received:</Trans>
        </p>
        <p>
          <strong>{error}</strong>
        </p>
      </div>
      <p>
        <Trans>
          To try again, verify your eligibility once more. If the problem continues, contact us and
          we will help.
        </Trans>
      </p>
      <div className="actions">
        <button
          type="button"
          className="button"
          onClick={() => send({ type: 'failure.restarted' })}
        >
          <Trans>Verify Eligibility again</Trans>
        </button>
        <Link to={informationPaths.contact} className="link-button">
          <Trans>Contact us</Trans>
        </Link>
      </div>
    </>
  );
}
