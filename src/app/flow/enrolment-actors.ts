import { fromPromise } from 'xstate';
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

/** The machine's invoked calls, bound to the real provider API. */
export const enrolmentActors = {
  checkCoverage: fromPromise<CoverageAnswer, { zipCode: string }>(({ input }) =>
    checkCoverage(input.zipCode),
  ),
  joinWaitlist: fromPromise<void, WaitlistEntry>(({ input }) => joinWaitlist(input)),
  checkEligibility: fromPromise<EligibilityAnswer, { application: ApplicationData }>(
    async ({ input }) => {
      const resellerCode = await validResellerCode(referralCode());
      return postEligibilityCheck(
        buildEligibilityPayload(input.application, { carrierUrl: carrierUrl(), resellerCode }),
      );
    },
  ),
  checkStatus: fromPromise<
    EligibilityAnswer,
    { applicationId: string; eligibilityCheckId: string }
  >(({ input }) => postEligibilityStatus({ ...input, carrierUrl: carrierUrl() })),
  findTablet: fromPromise<Tablet | null, void>(() => findDeviceByName(env.tabletName)),
  enrol: fromPromise<EnrolmentAnswer, EnrolmentRequest>(async ({ input }) =>
    postEnrol({
      payload: buildEnrolPayload(input.saved, input.tablet, await payloadContext()),
      idempotencyKey: input.idempotencyKey,
      tabletRequested: input.tablet !== null,
    }),
  ),
  transfer: fromPromise<EnrolmentAnswer, EnrolmentRequest>(async ({ input }) =>
    postTransfer({
      payload: buildTransferPayload(input.saved, await payloadContext()),
      idempotencyKey: input.idempotencyKey,
      tabletRequested: false,
    }),
  ),
  lookUpOrder: fromPromise<OrderLookup, { orderId: string }>(({ input }) =>
    getOrder(input.orderId),
  ),
  checkLegacyEligibility: fromPromise<EligibilityAnswer, { legacy: LegacyData }>(
    async ({ input }) => {
      const resellerCode = await validResellerCode(referralCode());
      return postEligibilityCheck(
        buildLegacyEligibilityPayload(input.legacy, { carrierUrl: carrierUrl(), resellerCode }),
      );
    },
  ),
};
