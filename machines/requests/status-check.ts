import type { ApiProgram } from '../../profiles/schema';

// The status check's body (POST /public/acp/eligibility-check/status, B §7): the ids as typed
// or kept, the National Verifier's way back and the program; empty values removed.

export function statusCheckBody(
  ids: { applicationId: string; eligibilityCheckId: string },
  extra: { carrierUrl: string; program: ApiProgram },
): Record<string, string> {
  const request = { ...ids, ...extra };
  return Object.fromEntries(Object.entries(request).filter(([, value]) => value.trim() !== ''));
}
