import { apiProgram, device } from 'virtual:carrier-settings';
import type {
  ApplicationData,
  CoverageAnswer,
  EligibilityAnswer,
  EnrolmentAnswer,
  EnrolmentRequest,
  LegacyData,
  OrderLookup,
  Tablet,
  WaitlistEntry,
} from '../../../machines/flow-types';
import { findDeviceByName } from '../../api/devices';
import { postEligibilityCheck, postEligibilityStatus } from '../../api/eligibility';
import { isKeyReused, postEnrol, postTransfer } from '../../api/enrolment';
import { getOrder } from '../../api/orders';
import { validResellerCode } from '../../api/reseller-code';
import { env } from '../../config/env';
import { buildEligibilityPayload } from '../../features/application/eligibility-payload';
import { checkCoverage } from '../../features/coverage/check-coverage';
import { joinWaitlist } from '../../features/coverage/join-waitlist';
import {
  buildEnrolPayload,
  buildTransferPayload,
  type PayloadContext,
} from '../../features/enrolment/enrolment-payload';
import { buildLegacyEligibilityPayload } from '../../features/legacy/legacy-eligibility-payload';
import { browserTimeZone } from '../../lib/consent-time-zone';
import { referralCode } from '../../lib/referral-code';
import { forgetIntentKey, type IntentKind, intentKey } from './intent-keys';

/** Where the National Verifier sends the applicant back (provider-api.md `carrierUrl`). */
export function carrierUrl(): string {
  return new URL('/ACPEligibilityCheck', window.location.origin).href;
}

async function payloadContext(): Promise<PayloadContext> {
  return {
    now: new Date(),
    timeZone: browserTimeZone(),
    // D4: checked before each enrolment and transfer; only a valid code is sent.
    resellerCode: await validResellerCode(referralCode()),
    program: apiProgram,
    device,
  };
}

/**
 * Send an enrolment or a transfer under this intent's key (DEC-090). A provider that says the
 * key was already used for another request has enrolled that other request: the stored key is
 * dropped and the call is made once more under a new one, whose answer (usually that the
 * household is already enrolled) is the one the applicant needs.
 */
async function sendIntent(
  kind: IntentKind,
  payload: Record<string, string | number>,
  send: (idempotencyKey: string) => Promise<EnrolmentAnswer>,
): Promise<EnrolmentAnswer> {
  const answer = await send(intentKey(kind, payload));
  if (!isKeyReused(answer)) return answer;
  forgetIntentKey(kind);
  return send(intentKey(kind, payload));
}

// The machine's invoked calls against the real provider API. This module and the API client
// it brings (ky, the request builders, the answer schemas) load on the first call or while
// the browser is idle, not with the first screen (issue 6 §4): see enrolment-actors.ts.
export const enrolmentCalls = {
  checkCoverage: (input: { zipCode: string }): Promise<CoverageAnswer> =>
    checkCoverage(input.zipCode),
  joinWaitlist: (input: WaitlistEntry): Promise<void> => joinWaitlist(input),
  checkEligibility: async (input: { application: ApplicationData }): Promise<EligibilityAnswer> => {
    const resellerCode = await validResellerCode(referralCode());
    return postEligibilityCheck(
      buildEligibilityPayload(input.application, {
        carrierUrl: carrierUrl(),
        resellerCode,
        program: apiProgram,
      }),
    );
  },
  checkStatus: (input: {
    applicationId: string;
    eligibilityCheckId: string;
  }): Promise<EligibilityAnswer> =>
    postEligibilityStatus({ ...input, carrierUrl: carrierUrl(), program: apiProgram }),
  findTablet: (): Promise<Tablet | null> =>
    env.tabletName === null ? Promise.resolve(null) : findDeviceByName(env.tabletName),
  enrol: async (input: EnrolmentRequest): Promise<EnrolmentAnswer> => {
    const payload = buildEnrolPayload(input.saved, input.tablet, await payloadContext());
    return sendIntent('enrol', payload, (idempotencyKey) =>
      postEnrol({ payload, idempotencyKey, tabletRequested: input.tablet !== null }),
    );
  },
  transfer: async (input: EnrolmentRequest): Promise<EnrolmentAnswer> => {
    const payload = buildTransferPayload(input.saved, await payloadContext());
    return sendIntent('transfer', payload, (idempotencyKey) =>
      postTransfer({ payload, idempotencyKey, tabletRequested: false }),
    );
  },
  lookUpOrder: (input: { orderId: string }): Promise<OrderLookup> => getOrder(input.orderId),
  checkLegacyEligibility: async (input: { legacy: LegacyData }): Promise<EligibilityAnswer> => {
    const resellerCode = await validResellerCode(referralCode());
    return postEligibilityCheck(
      buildLegacyEligibilityPayload(input.legacy, {
        carrierUrl: carrierUrl(),
        resellerCode,
        program: apiProgram,
      }),
    );
  },
};
