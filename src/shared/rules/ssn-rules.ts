import { msg } from '@lingui/core/macro';

/** Only digits reach an SSN field, four at most (A §9): a space or dash typed by habit is dropped. */
export function keepSsnDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, 4);
}

/** The last 4 SSN digits' messages (D27): empty and not four digits differ. */
export const ssnMessages = {
  ssn4Required: msg`Enter the last 4 digits of your Social Security number`,
  ssn4Invalid: msg`Last 4 digits of your Social Security number must be 4 numbers, like 1234`,
};

/** The last 4 SSN digits (A §5): required, exactly four digits; the machine's rule. */
export { ssn4Schema } from '../../../machines/answers/fields';
