import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// D29 (and D5 on the household step): initials and a typed signature are the applicant's
// own, compared with case, accents and repeated spaces ignored.

export {
  type ApplicantName,
  expectedInitials,
  foldName,
  initialsMatch,
  signatureMatches,
} from '../../../machines/answers/applicant-name';

/** "M L": the initials spaced, so a screen reader says each letter. */
const spaced = (initials: string) => [...initials].join(' ');

/** The initials' messages (D27, D29): empty and wrong differ, and both say what to type. */
export function initialsMessages(initials: string): {
  initialsRequired: MessageDescriptor;
  initialsMismatch: MessageDescriptor;
} {
  if (!initials) {
    return {
      initialsRequired: msg`Enter your initials: the first letter of your first name and of your last name`,
      initialsMismatch: msg`Your initials must be the first letter of your first name and the first letter of your last name`,
    };
  }
  const letters = spaced(initials);
  return {
    initialsRequired: msg`Enter your initials, ${letters}`,
    initialsMismatch: msg`Your initials are ${letters}: the first letter of your first name and of your last name`,
  };
}

/** The signature's messages (D27, D29). */
export function signatureMessages(fullName: string): {
  signatureRequired: MessageDescriptor;
  signatureMismatch: MessageDescriptor;
} {
  if (!fullName) {
    return {
      signatureRequired: msg`Type your full name to sign`,
      signatureMismatch: msg`Type your full name as you gave it in the first step`,
    };
  }
  return {
    signatureRequired: msg`Type your full name to sign, ${fullName}`,
    signatureMismatch: msg`Your signature must be your full name, ${fullName}, as you gave it in the first step`,
  };
}
