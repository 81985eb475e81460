import { apiProgram, device } from 'virtual:carrier-settings';
import type { EnrolmentAnswer, EnrolmentRequest, Tablet } from '../../../../machines/flow-types';
import { findDeviceByName } from '../../../api/devices';
import { isKeyReused, postEnrol, postTransfer } from '../../../api/enrolment';
import { validResellerCode } from '../../../api/reseller-code';
import { env } from '../../../config/env';
import {
  buildEnrolPayload,
  buildTransferPayload,
  type PayloadContext,
} from '../../../features/enrolment/enrolment-payload';
import { browserTimeZone } from '../../../lib/consent-time-zone';
import { referralCode } from '../../../lib/referral-code';
import { forgetIntentKey, type IntentKind, intentKey } from '../intent-keys';

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

// The offer's and the transfer's calls: the device on offer, then the enrolment or the
// transfer, each sent once under its intent's key (DEC-090).
export const enrolmentCalls = {
  findTablet: (): Promise<Tablet | null> =>
    env.tabletName === null ? Promise.resolve(null) : findDeviceByName(env.tabletName),
  enrol: async (input: EnrolmentRequest): Promise<EnrolmentAnswer> => {
    const payload = buildEnrolPayload(
      input.saved,
      input.tablet,
      await payloadContext(),
      input.qualifyingPerson,
    );
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
};
