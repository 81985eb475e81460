import { msg } from '@lingui/core/macro';
import { contactLimits } from '../../../machines/answers/patterns';

/** B §5's rule with D27's words: empty and not five digits differ. */
export const zipMessages = {
  required: msg`Enter your zip code`,
  invalid: msg`Enter a 5-digit zip code`,
};

/** The zip field accepts digits only (B §5): anything else typed or pasted is dropped. */
export function keepZipDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, contactLimits.zip);
}
