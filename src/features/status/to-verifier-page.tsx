import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { screenHeadings } from '../../../machines/screen-headings';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';
import { flowPaths } from '../../config/paths';
import { useFlow } from '../../lib/flow-context';
import { LazyResolutionChecklist } from '../../shared/guidance/lazy-guidance';
import { isPendingStatus, pendingHeadlines } from '../../shared/guidance/pending-headlines';
import { PendingIds } from './pending-ids';

/** The site a link goes to, as a person reads it in the address bar. */
function siteOf(href: string): string {
  try {
    return new URL(href, window.location.href).host;
  } catch {
    return href;
  }
}

/** What the applicant does at the National Verifier, by the status that sends them there. */
function WhatThere({ status }: { status: string }) {
  switch (status) {
    case 'PENDING_CERT':
      return (
        <Trans>
          There you sign (certify) your application. It is the last step before you can enroll.
        </Trans>
      );
    case 'PENDING_CONTINUED_ELIGIBILITY':
    case 'PENDING_CONTINUED_ELIGIBILITY_BATCH':
      return (
        <Trans>
          There you answer its questions, to confirm that your household still qualifies.
        </Trans>
      );
    default:
      return (
        <Trans>
          There you send the documents it asks for, so it can finish checking your application.
        </Trans>
      );
  }
}

/**
 * /NationalVerifier (D48): before the browser leaves for the National Verifier, where it goes
 * and why, the application's ID, what the National Verifier asked for (D30) and that it sends
 * the applicant back here. The applicant follows the link; the page never leaves by itself.
 */
export function ToVerifierPage() {
  const { i18n } = useLingui();
  const href = useFlow((snapshot) => snapshot.context.leavingTo);
  const status = useFlow((snapshot) => snapshot.context.eligibilityStatus);
  const stillPending = useFlow((snapshot) => snapshot.context.stillPending);
  const resolution = useFlow((snapshot) => snapshot.context.resolution);
  const heading = i18n._(screenHeadings.toVerifier);
  const site = siteOf(href);
  return (
    <>
      <PageTitle title={heading} />
      <PageHeading>{heading}</PageHeading>
      {stillPending && (
        <p className="notice" role="status">
          <Trans>
            We checked again: the National Verifier has not finished with your application yet.
          </Trans>
        </p>
      )}
      <p>
        {isPendingStatus(status) ? (
          i18n._(pendingHeadlines[status])
        ) : (
          <Trans>The National Verifier needs something from you before it can decide.</Trans>
        )}{' '}
        <WhatThere status={status} />
      </p>
      <PendingIds />
      {resolution && <LazyResolutionChecklist resolution={resolution} />}
      <p>
        <Trans>
          The button below opens the National Verifier’s website, {site}. USAC runs it for the FCC;
          it is not our website. When you are done there, it sends you back here and we check your
          application again.
        </Trans>
      </p>
      <p>
        <a className="button" href={href}>
          <Trans>Continue to the National Verifier</Trans>
        </a>
      </p>
      <p>
        <Trans>
          Cannot do it now? Keep your application ID and{' '}
          <Link to={flowPaths.checkStatus}>check your application status</Link> later.
        </Trans>
      </p>
    </>
  );
}
