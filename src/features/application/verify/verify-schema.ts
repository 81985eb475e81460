import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import type { SecretField } from '../../../../machines/step-answers';
import {
  type NeededSecret,
  secretEntries,
  secretMessages,
} from '../../../shared/secrets/secrets-schema';

export const verifyMessages = {
  consent: msg`Check the box to confirm that your information is true and may be checked with the National Verifier`,
  ...secretMessages,
  bqpSsn4Required: msg`Enter the last 4 digits of your child’s or dependent’s Social Security number`,
  bqpSsn4Invalid: msg`Last 4 digits of your child’s or dependent’s Social Security number must be 4 numbers, like 1234`,
  bqpTribalId: msg`Enter your child’s or dependent’s Tribal ID number`,
  bqpTribalIdTooLong: msg`Your child’s or dependent’s Tribal ID number must be 24 characters or fewer`,
};

/** Fields in the order they appear, for the error summary. */
export const VERIFY_FIELDS = ['ssn4', 'tribalId', 'bqpSsn4', 'bqpTribalId', 'consent'] as const;

/** Step 6 (A §5): the consent box, and the secrets a reload lost (D14). */
export function verifySchema(need: NeededSecret | readonly SecretField[]) {
  return v.object({
    ...secretEntries(need),
    consent: v.literal(true, 'consent'),
  });
}
