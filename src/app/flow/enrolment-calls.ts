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
import { postEnrol, postTransfer } from '../../api/enrolment';
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
  };
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
      buildEligibilityPayload(input.application, { carrierUrl: carrierUrl(), resellerCode }),
    );
  },
  checkStatus: (input: {
    applicationId: string;
    eligibilityCheckId: string;
  }): Promise<EligibilityAnswer> => postEligibilityStatus({ ...input, carrierUrl: carrierUrl() }),
  findTablet: (): Promise<Tablet | null> => findDeviceByName(env.tabletName),
  enrol: async (input: EnrolmentRequest): Promise<EnrolmentAnswer> =>
    postEnrol({
      payload: buildEnrolPayload(input.saved, input.tablet, await payloadContext()),
      idempotencyKey: input.idempotencyKey,
      tabletRequested: input.tablet !== null,
    }),
  transfer: async (input: EnrolmentRequest): Promise<EnrolmentAnswer> =>
    postTransfer({
      payload: buildTransferPayload(input.saved, await payloadContext()),
      idempotencyKey: input.idempotencyKey,
      tabletRequested: false,
    }),
  lookUpOrder: (input: { orderId: string }): Promise<OrderLookup> => getOrder(input.orderId),
  checkLegacyEligibility: async (input: { legacy: LegacyData }): Promise<EligibilityAnswer> => {
    const resellerCode = await validResellerCode(referralCode());
    return postEligibilityCheck(
      buildLegacyEligibilityPayload(input.legacy, { carrierUrl: carrierUrl(), resellerCode }),
    );
  },
};
