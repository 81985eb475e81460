import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { emailRule } from '../../../machines/fields/rules';
import { type Validation, validate } from '../../lib/validate';

/** One rule, easy to say and to meet: length, which makes a password strong (NIST 800-63B). */
export const PASSWORD_MIN_LENGTH = 12;

export const registrationMessages = {
  emailRequired: msg`Enter your e-mail address`,
  emailInvalid: msg`Enter an e-mail address like name@example.com`,
  passwordRequired: msg`Enter a password`,
  passwordShort: msg`Password must be at least 12 characters`,
  confirmRequired: msg`Enter your password again`,
  confirmMismatch: msg`The two passwords do not match: type the same password again`,
};

/** The form's fields in page order: the error summary lists them so. */
export const REGISTRATION_FIELDS = ['email', 'password', 'confirmPassword'] as const;

export interface RegistrationForm {
  email: string;
  password: string;
  confirmPassword: string;
}

/** Characters as a person counts them: an emoji is one, not two UTF-16 units. */
function characterCount(value: string): number {
  return [...value].length;
}

export const RegistrationSchema = v.object({
  email: emailRule({ required: 'emailRequired', invalid: 'emailInvalid' }),
  // Not trimmed: spaces are allowed in a password and count towards its length.
  password: v.pipe(
    v.string(),
    v.nonEmpty('passwordRequired'),
    v.check((value) => characterCount(value) >= PASSWORD_MIN_LENGTH, 'passwordShort'),
  ),
  confirmPassword: v.pipe(v.string(), v.nonEmpty('confirmRequired')),
});

/**
 * The schema, plus the comparison of the two passwords. It is done here rather than in the
 * schema's pipe because valibot skips an object's checks while any field fails, and D23 wants
 * every problem at once. The passwords are compared only when both are acceptable on their own.
 */
export function validateRegistration(
  values: RegistrationForm,
): Validation<v.InferOutput<typeof RegistrationSchema>, string> {
  const result = validate(RegistrationSchema, values, registrationMessages);
  const mismatch = values.password !== values.confirmPassword;
  if (result.ok) {
    return mismatch
      ? { ok: false, errors: { confirmPassword: registrationMessages.confirmMismatch } }
      : result;
  }
  if (mismatch && !result.errors.password && !result.errors.confirmPassword) {
    return {
      ok: false,
      errors: { ...result.errors, confirmPassword: registrationMessages.confirmMismatch },
    };
  }
  return result;
}
