import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { screenHeadings } from '../../../machines/screen-headings';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';
import { informationPaths } from '../../config/paths';
import { useFlow, useFlowSend } from '../../lib/flow-context';
import { transportHeadlines } from '../../shared/guidance/failure-headlines';
import { LazyGuidancePanel } from '../../shared/guidance/lazy-guidance';
import { isTransferFailure } from './enrolment-screen';

/** /EnrolmentFailure and /Failure (B §8): the error received, and a way to start again. */
export function FailurePage() {
  const { i18n } = useLingui();
  const send = useFlowSend();
  const transfer = useFlow(isTransferFailure);
  const stored = useFlow((snapshot) => snapshot.context.failurePageError);

  const title = transfer
    ? i18n._(screenHeadings.transferFailure)
    : i18n._(screenHeadings.enrolmentFailure);
  // D30: B §8 sends INELIGIBLE_FOR_TRANSFER here for a transfer, APPLICATION_NOT_FOUND otherwise.
  const code = transfer ? 'INELIGIBLE_FOR_TRANSFER' : 'APPLICATION_NOT_FOUND';

  return (
    <>
      <PageTitle title={title} />
      <PageHeading>{title}</PageHeading>
      <LazyGuidancePanel
        pick={(tables) => tables.enrolmentCodeGuidance[code]}
        headline={transportHeadlines.rejected}
        providerMessage={stored || undefined}
      />
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
