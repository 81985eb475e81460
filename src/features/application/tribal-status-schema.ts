import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import type { TribalStatus } from '../../../machines/flow-types';

export const tribalMessages = {
  tribalId: msg`Enter your Tribal number`,
  tribalIdTooLong: msg`Tribal number must be 24 characters or fewer`,
};

/** A §9. */
export const TRIBAL_ID_MAX = 24;

export const TribalStatusFormSchema = v.pipe(
  v.variant('checkTribal', [
    v.object({
      checkTribal: v.literal(true),
      tribalId: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty('tribalId'),
        v.maxLength(TRIBAL_ID_MAX, 'tribalIdTooLong'),
      ),
    }),
    v.object({ checkTribal: v.literal(false) }),
  ]),
  // A §4: without the box ticked no number is kept.
  v.transform(
    (answer): TribalStatus => ({
      checkTribal: answer.checkTribal,
      tribalId: answer.checkTribal ? answer.tribalId : '',
    }),
  ),
);
