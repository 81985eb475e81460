import type { ApiFailure } from '../../../machines/flow-types';
import { FailureGuidancePanel } from '../../shared/guidance/lazy-guidance';

/**
 * A failed provider call, in words the applicant can act on (D30): what happened, what to do
 * next, and the provider's own words labelled as theirs, never instead of ours.
 */
export function ProviderFailure({ failure }: { failure: ApiFailure | null | undefined }) {
  if (!failure) return null;
  return <FailureGuidancePanel failure={failure} />;
}
