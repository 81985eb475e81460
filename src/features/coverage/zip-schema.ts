import { msg } from '@lingui/core/macro';
import * as v from 'valibot';

export const zipMessages = {
  required: msg`Zip code is mandatory`,
  invalid: msg`Zip code is invalid`,
};

/** B §5 with D8: exactly five digits. */
export const ZipFormSchema = v.object({
  zipCode: v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.regex(/^\d{5}$/, 'invalid')),
});

/** The zip field accepts digits only (B §5): anything else typed or pasted is dropped. */
export function keepZipDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, 5);
}
