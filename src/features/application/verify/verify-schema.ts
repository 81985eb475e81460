import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import {
  type NeededSecret,
  secretEntries,
  secretMessages,
} from '../../../shared/secrets/secrets-schema';

export const verifyMessages = {
  consent: msg`Check the box to confirm that your information is true and may be checked with the National Verifier`,
  ...secretMessages,
};

/** Fields in the order they appear, for the error summary. */
export const VERIFY_FIELDS = ['ssn4', 'tribalId', 'consent'] as const;

/** Step 6 (A §5): the consent box, and the secret a reload lost (D14). */
export function verifySchema(need: NeededSecret) {
  return v.object({
    ...secretEntries(need),
    consent: v.literal(true, 'consent'),
  });
}
