import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// The rules are the machine's (machines/answers/fields.ts); the words are here.
export {
  firstNameKeys,
  lastNameKeys,
  NAME_MAX_LENGTH,
  NAME_PATTERN,
  type NameMessageKeys,
  nameSchema,
  tidyName,
} from '../../../machines/answers/fields';

/** The messages of a first, middle and last name (D27, D28). */
export const nameMessages = {
  firstNameRequired: msg`Enter your first name`,
  firstNameTooShort: msg`First name must be 2 characters or more`,
  firstNameTooLong: msg`First name must be 24 characters or fewer`,
  firstNameInvalid: msg`First name must only include letters, spaces, hyphens, apostrophes and periods`,
  middleNameTooLong: msg`Middle name must be 24 characters or fewer`,
  middleNameInvalid: msg`Middle name must only include letters, spaces, hyphens, apostrophes and periods`,
  lastNameRequired: msg`Enter your last name`,
  lastNameTooShort: msg`Last name must be 2 characters or more`,
  lastNameTooLong: msg`Last name must be 24 characters or fewer`,
  lastNameInvalid: msg`Last name must only include letters, spaces, hyphens, apostrophes and periods`,
} satisfies Record<string, MessageDescriptor>;

export type NameMessageKey = keyof typeof nameMessages;
