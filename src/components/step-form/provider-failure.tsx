import type { ApiFailure } from '../../../machines/flow-types';
import { failureGuidance } from '../../shared/guidance/failure-guidance';
import { GuidancePanel } from '../../shared/guidance/guidance-panel';

/**
 * A failed provider call, in words the applicant can act on (D30): what happened, what to do
 * next, and the provider's own words labelled as theirs, never instead of ours.
 */
export function ProviderFailure({ failure }: { failure: ApiFailure | null | undefined }) {
  if (!failure) return null;
  return (
    <GuidancePanel
      guidance={failureGuidance(failure)}
      providerMessage={failure.kind === 'rejected' ? failure.message : undefined}
    />
  );
}
