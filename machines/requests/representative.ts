// D57 (provider-api.md, additions of 2026-11-28): the check, the enrolment and the transfer say
// who assisted: the registered representative's RAD ID, or that no representative did.

/** `repId` when a representative assisted, `repNotAssisted: "1"` otherwise; never both. */
export function representativeFields(
  representative: string | undefined,
): { repId: string } | { repNotAssisted: '1' } {
  const repId = representative?.trim() ?? '';
  return repId ? { repId } : { repNotAssisted: '1' };
}
