import type { ApplicationData } from '../../../machines/flow-types';
import type { ApiProgram } from '../../../profiles/schema';

/**
 * A §7 and provider-api.md: the applicant's personal data, `ssn4` left out when tribal is
 * checked, `checkTribal` never sent, plus `carrierUrl`, a valid `resellerCode` and the build's
 * `program` (additions of 2026-11-24).
 */
export function buildEligibilityPayload(
  application: ApplicationData,
  extra: { carrierUrl: string; resellerCode: string | null; program: ApiProgram },
): Record<string, string> {
  const { personal, contact, household, qualification, tribal } = application;
  const isTribal = tribal?.checkTribal === true;
  const payload: Record<string, string> = {
    firstName: personal?.firstName ?? '',
    lastName: personal?.lastName ?? '',
    dob: personal?.dob ?? '',
    language: personal?.language ?? 'English',
    address: contact?.address ?? '',
    city: contact?.city ?? '',
    state: contact?.state ?? '',
    zipCode: contact?.zipCode ?? '',
    contactPhoneNumber: contact?.contactPhoneNumber ?? '',
    contactEmail: contact?.contactEmail ?? '',
    contactAddress: contact?.contactAddress ?? '',
    contactCity: contact?.contactCity ?? '',
    contactState: contact?.contactState ?? '',
    contactZipCode: contact?.contactZipCode ?? '',
    // D31: consentInd is the consent to be contacted about the application, nothing more;
    // the optional marketing consent travels apart, 'Y' only when ticked (DEC-147).
    consentInd: contact?.consent ? 'Y' : 'N',
    marketingConsentInd: contact?.marketingConsent ? 'Y' : 'N',
    MK1: household?.MK1 ?? '',
    MK2: household?.MK2 ?? '',
    optionAdult: household?.optionAdult ?? '',
    eligibilityProgramCode: qualification?.eligibilityProgramCode ?? '',
    publicHousingCode: qualification?.publicHousingCode ?? '',
    carrierUrl: extra.carrierUrl,
    program: extra.program,
  };
  if (qualification?.schoolName) payload.schoolName = qualification.schoolName;
  if (isTribal) payload.tribalId = tribal?.tribalId ?? '';
  else payload.ssn4 = personal?.ssn4 ?? '';
  if (extra.resellerCode) payload.resellerCode = extra.resellerCode;
  return payload;
}
