import type { ApiProgram } from '../../profiles/schema';
import { toUsDate } from '../answers/birth-date';
import { qualifyingPersonFields } from '../application-data';
import { type EnrolmentCallInput, enrolmentDetails, homeState } from '../enrolment-details';
import type { Given } from '../fields/field-list';
import { flatAnswers } from '../flat-answers';
import { answerStepFields, answerSteps } from '../step-answers';
import { shippingDetailsFields } from '../steps/shipping-details';
import { claimsTribalBenefit } from '../tribal-benefit';
import { consentDateTime, consentTimeZoneId } from './consent-time';
import { acpDeviceFields, type DeviceOffer } from './device-terms';
import { representativeFields } from './representative';
import { requestFields } from './request-fields';

// What the enrol and transfer calls send (provider-api.md), built when they send it from the
// answers then held (D51): the person and the shipping address (/ConfirmAddress's answer, else
// the application's), the fields the application's rows give a request, and the request's own
// (the application's id, the consent's time, the program, the device).

export interface RequestEnvironment {
  now: Date;
  timeZone: string | undefined;
  resellerCode: string | null;
  /** The build's profile (provider-api.md, additions of 2026-11-24). */
  program: ApiProgram;
  /** The carrier's device offer (settings `device`): an ACP enrolment with it sends its terms. */
  device?: DeviceOffer | null;
}

/** The fields the answers give: the person and the shipping address, then every step's own. */
function answerFields(input: EnrolmentCallInput): Record<string, string | number> {
  const details = enrolmentDetails(input);
  const flat = { ...flatAnswers(input.application.answers), checkedOn: input.checkedOn };
  const steps = answerSteps.map((step) => {
    const list = answerStepFields(step);
    const answer = input.application.answers[step];
    return list && answer ? requestFields(list, 'enrol', answer as Given, flat) : {};
  });
  return Object.assign(
    details ? requestFields(shippingDetailsFields, 'enrol', details, flat) : {},
    ...steps,
  );
}

/**
 * D52: the home address as NLAD names it, beside the shipping one, where the rules send it:
 * step 2's home, its second line, and a Puerto Rico home's urbanization when it has one. None
 * when this tab holds no step 2 (an application looked up): the provider has the check's.
 * Composed here rather than by the rows, so the rows every flow page loads stay small.
 */
function homeAddress(input: EnrolmentCallInput): Record<string, string> {
  const home = input.application.answers.contactInfo;
  if (!home || !input.programRules.contact.homeAddressLines) return {};
  return {
    primaryAddress1: home.address,
    primaryAddress2: home.address2 ?? '',
    primaryCity: home.city,
    primaryState: home.state,
    primaryZipCode: home.zipCode,
    ...(home.urbanization ? { primaryUrbanizationCode: home.urbanization } : {}),
  };
}

/**
 * D41, D55: the benefit qualifying person as the check sent them, with their date of birth in
 * the enrolment's one format (MM/DD/YYYY, as `dob`).
 */
function qualifyingPerson(input: EnrolmentCallInput): Record<string, string> {
  const fields = qualifyingPersonFields(input.application.answers);
  if (!fields) return {};
  return { ...fields, ...(fields.bqpDob ? { bqpDob: toUsDate(fields.bqpDob) } : {}) };
}

/**
 * provider-api.md: the transfer's body. An enrolment's starts the same (B §4, D55): the person,
 * the shipping address, the home address where the rules send it (D52), the benefit qualifying
 * person (D41), the household's certifications (D43, D44), the application and the Tribal
 * benefit (ACP: `ebbpTribalBenefitFlag`; Lifeline: `tribalBenefitFlag`, as the National
 * Verifier confirmed it where the rules say so, D54), the consent's time zone and time, and
 * `repId` or `repNotAssisted` (D57).
 */
export function transferBody(
  input: EnrolmentCallInput,
  env: RequestEnvironment,
): Record<string, string | number> {
  const tribal = claimsTribalBenefit(input) ? '1' : '0';
  return {
    ...answerFields(input),
    ...homeAddress(input),
    ...qualifyingPerson(input),
    state: homeState(input),
    shippingCountry: 'US',
    applicationId: input.eligibility.applicationId,
    ...(env.program === 'LIFELINE'
      ? { tribalBenefitFlag: tribal }
      : { ebbpTribalBenefitFlag: tribal }),
    consentTimeZoneId: consentTimeZoneId(env.timeZone),
    consentDateTime: consentDateTime(env.now),
    program: env.program,
    ...(env.resellerCode ? { resellerCode: env.resellerCode } : {}),
    // D57: who assisted, as the check said.
    ...representativeFields(input.representative),
  };
}

/**
 * provider-api.md: the enrol (and verify) body: the transfer's, and with a tablet its fields. For LIFELINE (additions of
 * 2026-11-24): no `acpCertInd`, and of the device only its `deviceId`.
 */
export function enrolBody(
  input: EnrolmentCallInput,
  env: RequestEnvironment,
): Record<string, string | number> {
  const tablet = input.tablet;
  const base = transferBody(input, env);
  if (env.program === 'LIFELINE') return { ...base, ...(tablet ? { deviceId: tablet.id } : {}) };
  const deviceFields = tablet ? acpDeviceFields(env.device ?? null, env.now) : null;
  if (tablet && !deviceFields) {
    throw new Error('An ACP enrolment with a device needs the offer’s ACP terms (device.acp)');
  }
  return { ...base, acpCertInd: '1', ...(tablet ? { deviceId: tablet.id, ...deviceFields } : {}) };
}
