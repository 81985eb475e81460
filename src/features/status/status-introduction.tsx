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
  noContact,
}: {
  screen: StatusScreenKind;
  failure: ApiFailure | null;
  /** The last status of the check (IN_PROGRESS, PENDING_REVIEW, …; '' none). */
  status: string;
  /** D58: the application in this tab gave neither a phone nor an e-mail address. */
  noContact: boolean;
}) {
  switch (screen) {
    case 'lookup':
      return (
        <p>
          {noContact ? (
            <Trans>
              Enter your application ID or your eligibility check ID. One of them is enough. You
              find them on the page that gave your application’s status.
            </Trans>
          ) : (
            <Trans>
              Enter your application ID or your eligibility check ID. One of them is enough. You
              find them in the messages we and the National Verifier sent you.
            </Trans>
          )}
        </p>
      );
    case 'reviewing':
      return <Reviewing status={status} noContact={noContact} />;
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
function Reviewing({ status, noContact }: { status: string; noContact: boolean }) {
  const { i18n } = useLingui();
  const headline =
    status === 'PENDING_REVIEW' ? pendingHeadlines.PENDING_REVIEW : pendingHeadlines.IN_PROGRESS;
  return (
    <>
      <p>{i18n._(headline)}</p>
      {reviewNextSteps.map((step) => (
        <p key={step.id}>{i18n._(step)}</p>
      ))}
      {/* D58: no word of being told, to someone we cannot reach. */}
      {noContact && (
        <p>
          <Trans>
            You gave no phone number or e-mail address, so we cannot tell you when the review ends.
            Check here again with your IDs.
          </Trans>
        </p>
      )}
      <p>
        <Trans>Your IDs are filled in below.</Trans>
      </p>
      <PendingIds />
    </>
  );
}
