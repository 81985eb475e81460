import { msg } from '@lingui/core/macro';

export const zipMessages = {
  required: msg`Zip code is mandatory`,
  invalid: msg`Zip code is invalid`,
};

/** The zip field accepts digits only (B §5): anything else typed or pasted is dropped. */
export function keepZipDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, 5);
}
