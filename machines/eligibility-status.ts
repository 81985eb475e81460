// A §4: what each status of the eligibility check means for the flow.

export const RESOLUTION_STATUSES = [
  'PENDING_RESOLUTION',
  'PENDING_CONTINUED_ELIGIBILITY',
  'PENDING_CONTINUED_ELIGIBILITY_BATCH',
] as const;

export const REVIEW_STATUSES = ['IN_PROGRESS', 'PENDING_REVIEW'] as const;

export function needsResolution(status: string): boolean {
  return (RESOLUTION_STATUSES as readonly string[]).includes(status);
}

export function isInReview(status: string): boolean {
  return (REVIEW_STATUSES as readonly string[]).includes(status);
}
