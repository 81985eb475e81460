import { msg } from '@lingui/core/macro';
import type { zipCodeFields } from '../../../machines/steps/zip-code';
import type { StepWords } from '../../components/step-form/field-words';
import { zipMessages } from '../../shared/rules/zip-rules';

// The zip page's words (B §5, D27), for the row of machines/steps/zip-code.ts. Plain messages:
// the page draws them before the flow's rules and words' context exist (DEC-156).

export const zipWords = {
  zipCode: {
    label: msg`Zip code`,
    hint: msg`5 digits, for example 10001`,
    messages: { zipRequired: zipMessages.required, zipInvalid: zipMessages.invalid },
  },
} satisfies StepWords<typeof zipCodeFields>;
