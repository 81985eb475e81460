import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { RAD_ID_PATTERN } from '../../../machines/answers/patterns';

/** D57: a RAD ID is 5 to 20 letters and digits; spaces around it are dropped. */
export const RepresentativeFormSchema = v.object({
  repId: v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.regex(RAD_ID_PATTERN, 'invalid')),
});

export const representativeMessages = {
  required: msg`Enter your representative ID (RAD ID)`,
  invalid: msg`Enter your RAD ID as USAC gave it: 5 to 20 letters and numbers, with no spaces or dashes`,
};
