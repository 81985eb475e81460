import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiFailure } from '../../../machines/flow-types';
import { transportHeadlines } from '../../shared/guidance/failure-headlines';
import { FailureGuidancePanel, LazyGuidancePanel } from '../../shared/guidance/lazy-guidance';
import { pendingHeadlines, reviewNextSteps } from '../../shared/guidance/pending-headlines';
import { PendingIds } from './pending-ids';
import type { StatusScreenKind } from './status-screen';

/** What each of the four status screens says above the form. */
export function StatusIntroduction({
  screen,
  failure,
  status,
}: {
  screen: StatusScreenKind;
  failure: ApiFailure | null;
  /** The last status of the check (IN_PROGRESS, PENDING_REVIEW, …; '' none). */
  status: string;
}) {
  switch (screen) {
    case 'lookup':
      return (
        <p>
          {/* D58: true whether the applicant gave a phone, an e-mail, both or neither. */}
          <Trans>
            Enter your application ID or your eligibility check ID. One of them is enough. You find
            them on the page that gave your application’s status, and in any message we or the
            National Verifier sent you.
          </Trans>
        </p>
      );
    case 'reviewing':
      return <Reviewing status={status} />;
    case 'rejected':
      // D30: our words for the code, then the provider's labelled; without an answer (a
      // deep link), A §2's "not found".
      return failure ? (
        <FailureGuidancePanel failure={failure} />
      ) : (
        <LazyGuidancePanel
          pick={(tables) => tables.eligibilityStatusGuidance.APPLICATION_NOT_FOUND}
          headline={transportHeadlines.rejected}
        />
      );
    case 'expired':
      return (
        <p>
          <Trans>
            An expired application cannot be used to enrol. You can start a new application, or
            check another application below.
          </Trans>
        </p>
      );
  }
}

/**
 * D48: the review's own sentence (IN_PROGRESS or PENDING_REVIEW) and what to do meanwhile, the
 * failure guidance's own words for the status (one source: pending-headlines.ts), then the IDs.
 */
function Reviewing({ status }: { status: string }) {
  const { i18n } = useLingui();
  const headline =
    status === 'PENDING_REVIEW' ? pendingHeadlines.PENDING_REVIEW : pendingHeadlines.IN_PROGRESS;
  return (
    <>
      <p>{i18n._(headline)}</p>
      {reviewNextSteps.map((step) => (
        <p key={step.id}>{i18n._(step)}</p>
      ))}
      <p>
        <Trans>Your IDs are filled in below.</Trans>
      </p>
      <PendingIds />
    </>
  );
}
