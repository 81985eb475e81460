import { Trans } from '@lingui/react/macro';
import type { ApiFailure } from '../../../machines/flow-types';
import { transportHeadlines } from '../../shared/guidance/failure-headlines';
import { FailureGuidancePanel, LazyGuidancePanel } from '../../shared/guidance/lazy-guidance';
import type { StatusScreenKind } from './status-screen';

/** What each of the four status screens says above the form. */
export function StatusIntroduction({
  screen,
  failure,
}: {
  screen: StatusScreenKind;
  failure: ApiFailure | null;
}) {
  switch (screen) {
    case 'lookup':
      return (
        <p>
          <Trans>
            Enter your application ID or your eligibility check ID. One of them is enough. You find
            them in the messages we and the National Verifier sent you.
          </Trans>
        </p>
      );
    case 'reviewing':
      return (
        <p>
          <Trans>
            Your application is being reviewed. This can take some time: please check again later.
            Keep your IDs; they are filled in below.
          </Trans>
        </p>
      );
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
