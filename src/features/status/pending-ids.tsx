import { Trans } from '@lingui/react/macro';
import { useFlow } from '../../lib/flow-context';

/**
 * D48: the application's ID on every page of a check that is not finished, so the applicant
 * can keep it and look the application up later. The eligibility check ID stands in when the
 * answer gave no application ID.
 */
export function PendingIds() {
  const { applicationId, eligibilityCheckId } = useFlow((snapshot) => snapshot.context.eligibility);
  if (applicationId) {
    return (
      <p>
        <Trans>
          Your application ID: <strong className="confirmation__id">{applicationId}</strong>. Keep
          it: with it you can check your status at any time.
        </Trans>
      </p>
    );
  }
  if (eligibilityCheckId) {
    return (
      <p>
        <Trans>
          Your eligibility check ID:{' '}
          <strong className="confirmation__id">{eligibilityCheckId}</strong>. Keep it: with it you
          can check your status at any time.
        </Trans>
      </p>
    );
  }
  return null;
}
