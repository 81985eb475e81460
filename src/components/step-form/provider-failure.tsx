import { useLingui } from '@lingui/react';
import type { ApiFailure } from '../../../machines/flow-types';
import { failureMessage } from '../../lib/failure-message';

/** A failed provider call, in words the applicant can act on; the provider's text stays text. */
export function ProviderFailure({ failure }: { failure: ApiFailure | null | undefined }) {
  const { i18n } = useLingui();
  if (!failure) return null;
  return (
    <div className="notice notice--error" role="alert">
      <p>{failureMessage(i18n, failure)}</p>
    </div>
  );
}
