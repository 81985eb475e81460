/** The two ids of a status lookup, as the form holds them. */
export interface LookupIds {
  applicationId: string;
  eligibilityCheckId: string;
}

const partner = {
  applicationId: 'eligibilityCheckId',
  eligibilityCheckId: 'applicationId',
} as const;

/**
 * The form's ids after the applicant types `value` into `field` (issue 27 §7). The form starts
 * with the ids of the application looked up before; once one of them is replaced by another
 * application's, the other, still filled in from that earlier application, is emptied, so the
 * lookup sends only the ids typed for it (the machine's `lookupIds` holds the same rule).
 */
export function typedIds(
  current: LookupIds,
  field: keyof LookupIds,
  value: string,
  stored: LookupIds,
): LookupIds {
  const other = partner[field];
  const replacing = value.trim() !== '' && stored[field] !== '' && value.trim() !== stored[field];
  const carried = stored[other] !== '' && current[other].trim() === stored[other];
  return { ...current, [field]: value, ...(replacing && carried ? { [other]: '' } : {}) };
}
