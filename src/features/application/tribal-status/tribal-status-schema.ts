import { msg } from '@lingui/core/macro';
import { tribalStatusAnswer } from '../../../../machines/answers/tribal-status';

export const tribalMessages = {
  tribalId: msg`Enter your Tribal number`,
  tribalIdTooLong: msg`Tribal number must be 24 characters or fewer`,
};

/** Step 5: the step's answer schema, the machine's. */
export const TribalStatusFormSchema = tribalStatusAnswer();
