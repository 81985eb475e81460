import type { ApiProgram } from '../../profiles/schema';
import { qualifyingPersonFields } from '../application-data';
import {
  claimsTribalBenefit,
  type EnrolmentCallInput,
  enrolmentDetails,
  homeState,
} from '../enrolment-details';
import type { Given } from '../fields/field-list';
import { flatAnswers } from '../flat-answers';
import { answerStepFields, answerSteps } from '../step-answers';
import { shippingDetailsFields } from '../steps/shipping-details';
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

/** The fields the answers give: the person and the address, then every step's own. */
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
 * provider-api.md: the transfer's body. An enrolment's starts the same (B §4): the person, the
 * shipping address, the benefit qualifying person (D41, D55), the application and the Tribal benefit (ACP: `ebbpTribalBenefitFlag`;
 * Lifeline: `tribalBenefitFlag`), the consent's time zone and time, and `repId` or
 * `repNotAssisted` (D57).
 */
export function transferBody(
  input: EnrolmentCallInput,
  env: RequestEnvironment,
): Record<string, string | number> {
  const tribal = claimsTribalBenefit(input) ? '1' : '0';
  return {
    ...answerFields(input),
    // D41, D55: the benefit qualifying person as the check sent them.
    ...qualifyingPersonFields(input.application.answers),
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
