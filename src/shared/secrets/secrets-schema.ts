import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { TRIBAL_ID_MAX_LENGTH, tribalIdSchema } from '../../../machines/answers/fields';
import { missingSecret } from '../../../machines/application-data';
import type { ApplicationData } from '../../../machines/flow-types';
import { ssn4Schema, ssnMessages } from '../rules/ssn-rules';

// D14: ssn4 and the tribal number are never stored, so after a reload the review and the
// agreement ask for the one the check needs again. A tribal application sends the tribal
// number instead of ssn4 (A §4), so only one of the two is ever asked for.

export type NeededSecret = 'ssn4' | 'tribalId' | null;

export const secretMessages = {
  ...ssnMessages,
  tribalId: msg`Enter your Tribal number`,
  tribalIdTooLong: msg`Tribal number must be 24 characters or fewer`,
};

export { TRIBAL_ID_MAX_LENGTH };

/** Which secret, if any, the applicant must type again before the application can go. */
export function neededSecret(application: ApplicationData): NeededSecret {
  return missingSecret(application);
}

const NotAsked = v.optional(v.string());

/** Schema entries for the two secrets: the needed one is checked, the other ignored. */
export function secretEntries(need: NeededSecret) {
  return {
    ssn4: need === 'ssn4' ? ssn4Schema : NotAsked,
    tribalId: need === 'tribalId' ? tribalIdSchema : NotAsked,
  };
}

/** The part of the event that carries the typed secret; nothing when none was asked. */
export function secretsToSend(
  need: NeededSecret,
  value: { ssn4?: string | undefined; tribalId?: string | undefined },
): { ssn4?: string; tribalId?: string } {
  if (need === 'ssn4' && value.ssn4) return { ssn4: value.ssn4 };
  if (need === 'tribalId' && value.tribalId) return { tribalId: value.tribalId };
  return {};
}
