import type { EnrolmentAnswer } from '../../../../machines/flow-types';
import { isKeyReused } from '../../../api/enrolment-answer';
import { reachOf } from '../../../lib/reach';
import { forgetIntentKey, type IntentKind, intentKey } from '../intent-keys';

/**
 * Send an enrolment or a transfer under this intent's key (DEC-090). A provider that says the
 * key was already used for another request has enrolled that other request: the stored key is
 * dropped and the call is made once more under a new one, whose answer (usually that the
 * household is already enrolled) is the one the applicant needs.
 */
export async function sendIntent(
  kind: IntentKind,
  payload: Record<string, string | number>,
  send: (idempotencyKey: string) => Promise<EnrolmentAnswer>,
): Promise<EnrolmentAnswer> {
  const first = await send(intentKey(kind, payload));
  let answer = first;
  if (isKeyReused(first)) {
    forgetIntentKey(kind);
    answer = await send(intentKey(kind, payload));
  }
  // D58: an order remembers the ways to reach the applicant its request carried, so the
  // confirmation promises an e-mail or a call only to someone who gave one.
  return answer.outcome === 'order'
    ? { ...answer, reach: reachOf(payload.contactPhoneNumber, payload.emailAddress) }
    : answer;
}
