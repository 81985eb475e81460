import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// D48: one sentence for each state of a check that is not finished, the same wherever it
// shows: the reviewing page, the page before the National Verifier, the failure guidance
// (failure-guidance.ts uses these descriptors) and its generated docs. In the flow's catalog
// (lingui.config.ts), like failure-headlines.tsx, so a pending page never waits for the lazily
// loaded guidance to say where the application stands.

export const pendingHeadlines = {
  IN_PROGRESS: msg`Your application is being reviewed.`,
  PENDING_REVIEW: msg`Your application is being reviewed by a person at the National Verifier.`,
  PENDING_RESOLUTION: msg`The National Verifier needs more information before it can approve your application.`,
  PENDING_CONTINUED_ELIGIBILITY: msg`The National Verifier needs to confirm that your household still qualifies.`,
  PENDING_CONTINUED_ELIGIBILITY_BATCH: msg`The National Verifier is confirming that your household still qualifies.`,
  PENDING_CERT: msg`You qualify, but you still need to sign (certify) your application with the National Verifier.`,
} as const satisfies Record<string, MessageDescriptor>;

export type PendingStatus = keyof typeof pendingHeadlines;

/**
 * What to do while a review goes on (IN_PROGRESS, PENDING_REVIEW): the /Reviewing page shows
 * these lines under the status's headline, and the failure guidance (so its generated docs)
 * has the same descriptors as its next steps: one source for the words (issue 40).
 */
export const reviewNextSteps = [
  msg`A review can take several days. Check the status again tomorrow.`,
  msg`Keep your application ID and eligibility check ID: you need one of them to check.`,
] as const satisfies readonly MessageDescriptor[];

/** Whether a status is one of the check's unfinished states. */
export function isPendingStatus(status: string): status is PendingStatus {
  return Object.hasOwn(pendingHeadlines, status);
}
