import { msg } from '@lingui/core/macro';
import type { ApiFailure, ApiFailureKind } from '../../../machines/flow-types';

// DEC-150: the one line a failure shows while the guidance (failure-guidance.ts, its own chunk
// and catalog) is on its way, so the alert never draws empty. Kept in the flow's catalog; the
// table's transport entries use the same descriptors, so the words cannot drift apart.

/** What happened when no answer could be used (D3, D22), by kind of failure. */
export const transportHeadlines = {
  timeout: msg`The server took too long to answer. Nothing was lost: please try again.`,
  network: msg`We could not reach the server. Check your connection, then try again.`,
  server: msg`The provider’s system had a problem and could not answer.`,
  malformed: msg`We received an answer we could not read. Please try again in a moment.`,
  rejected: msg`Something went wrong, please try again later`,
  'unsafe-link': msg`The answer asked us to send you to a web address we do not trust, so we stopped. Please call us so we can finish your application.`,
} as const satisfies Record<ApiFailureKind, unknown>;

/** The provider's words are labelled as theirs (D30), in the applicant's language. */
export const providerWordsLabel = msg`The provider’s message:`;

/** The eager line for a failure: its kind's sentence (a refusal's code needs the table). */
export function failureHeadline(failure: ApiFailure) {
  return transportHeadlines[failure.kind];
}
