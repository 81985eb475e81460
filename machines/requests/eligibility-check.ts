import type { ApiProgram } from '../../profiles/schema';
import { applicantIdType, qualifyingPersonFields } from '../application-data';
import { flatAnswers } from '../flat-answers';
import type { ApplicationData } from '../flow-types';

// The eligibility check's body (POST /public/acp/eligibility-check, D1), built when it is sent
// from the application's answers then held (D51). Pure: the app's call sends it; the tests and
// the browser paths' setup build theirs with it too.

/** What every eligibility check sends besides the answers (A §7, D4, provider-api.md). */
export interface CheckExtra {
  carrierUrl: string;
  resellerCode: string | null;
  program: ApiProgram;
}

/**
 * A §7 and provider-api.md: the applicant's personal data, `ssn4` left out when tribal is
 * checked, `checkTribal` never sent, plus `carrierUrl`, a valid `resellerCode` and the build's
 * `program` (additions of 2026-11-24). Additions of 2026-11-27: the middle name where step 1
 * asks it; `ssn4` or `tribalId`, never both (D40); the benefit qualifying person's `bqp*` (D41).
 */
export function eligibilityCheckBody(
  application: ApplicationData,
  extra: CheckExtra,
): Record<string, string> {
  const a = flatAnswers(application.answers);
  const payload: Record<string, string> = {
    firstName: a.firstName ?? '',
    lastName: a.lastName ?? '',
    dob: a.dob ?? '',
    language: a.language ?? 'English',
    address: a.address ?? '',
    city: a.city ?? '',
    state: a.state ?? '',
    zipCode: a.zipCode ?? '',
    contactPhoneNumber: a.contactPhoneNumber ?? '',
    contactEmail: a.contactEmail ?? '',
    contactAddress: a.contactAddress ?? '',
    contactCity: a.contactCity ?? '',
    contactState: a.contactState ?? '',
    contactZipCode: a.contactZipCode ?? '',
    // D31: consentInd is the consent to be contacted about the application, nothing more;
    // the optional marketing consent travels apart, 'Y' only when ticked (DEC-147).
    consentInd: a.consent ? 'Y' : 'N',
    marketingConsentInd: a.marketingConsent ? 'Y' : 'N',
    MK1: a.MK1 ?? '',
    MK2: a.MK2 ?? '',
    optionAdult: a.optionAdult ?? '',
    eligibilityProgramCode: a.eligibilityProgramCode ?? '',
    publicHousingCode: a.publicHousingCode ?? '',
    carrierUrl: extra.carrierUrl,
    program: extra.program,
  };
  if (a.middleName) payload.middleName = a.middleName;
  if (a.schoolName) payload.schoolName = a.schoolName;
  if (applicantIdType(application.answers) === 'tribalId') payload.tribalId = a.tribalId ?? '';
  else payload.ssn4 = a.ssn4 ?? '';
  Object.assign(payload, qualifyingPersonFields(application.answers));
  if (extra.resellerCode) payload.resellerCode = extra.resellerCode;
  return payload;
}
