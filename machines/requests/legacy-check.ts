import type { LegacyData } from '../flow-types';
import { needsIdentity } from '../legacy-data';
import type { CheckExtra } from './eligibility-check';
import { representativeFields } from './representative';

// The short form's check's body (B §4, §7), built when it is sent from its answers then held.

/**
 * B §7: the short form's personal data plus `carrierUrl` (and a valid `resellerCode`, D4) and
 * the build's `program` (provider-api.md, additions of 2026-11-24).
 * With a document instead of the SSN digits, `alternateId` carries the document's number and
 * `ssn4` is left out. Empty optional fields are not sent.
 */
export function legacyCheckBody(legacy: LegacyData, extra: CheckExtra): Record<string, string> {
  const { homeAddress, contact, question, personal, program, identity } = legacy;
  const mailing = homeAddress?.mailingDiffers === true;
  const payload: Record<string, string> = {
    firstName: personal?.firstName ?? '',
    middleName: personal?.middleName ?? '',
    lastName: personal?.lastName ?? '',
    dob: personal?.dob ?? '',
    address: homeAddress?.address ?? '',
    city: homeAddress?.city ?? '',
    state: homeAddress?.state ?? '',
    zipCode: homeAddress?.zipCode ?? '',
    urbanizationCode: homeAddress?.urbanizationCode ?? '',
    contactEmail: contact?.contactEmail ?? '',
    contactPhoneNumber: contact?.contactPhoneNumber ?? '',
    contactAddress: (mailing ? homeAddress?.contactAddress : homeAddress?.address) ?? '',
    contactCity: (mailing ? homeAddress?.contactCity : homeAddress?.city) ?? '',
    contactState: (mailing ? homeAddress?.contactState : homeAddress?.state) ?? '',
    contactZipCode: (mailing ? homeAddress?.contactZipCode : homeAddress?.zipCode) ?? '',
    contactUrbCode: (mailing ? homeAddress?.contactUrbCode : homeAddress?.urbanizationCode) ?? '',
    eligibilityProgramCode: program?.inProgram ? program.eligibilityProgramCode : '',
    // A phone number given is consent to be contacted on it (B §5's consent text sits beside it).
    consentInd: contact?.contactPhoneNumber ? 'Y' : 'N',
    carrierUrl: extra.carrierUrl,
    program: extra.program,
  };
  if (needsIdentity(legacy) && identity?.method === 'document') {
    payload.alternateId = identity.documentNumber.trim();
  } else {
    payload.ssn4 = question?.ssn4 ?? '';
  }
  if (extra.resellerCode) payload.resellerCode = extra.resellerCode;
  // D57: the short form is never offered to an assisted applicant, so this says none assisted.
  Object.assign(payload, representativeFields(extra.representative));
  return Object.fromEntries(
    Object.entries(payload).filter(([key, value]) => value !== '' || key === 'ssn4'),
  );
}
