import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { EMAIL_PATTERN, isPhoneDigits } from '../../shared/rules/contact-rules';

export const waitlistMessages = {
  email: msg`Email invalid.`,
  phone: msg`Phone Number Invalid.`,
};

export const WaitlistFormSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.regex(EMAIL_PATTERN, 'email')),
  phone: v.pipe(
    v.string(),
    v.transform((value) => value.replace(/\D/g, '')),
    v.check(isPhoneDigits, 'phone'),
  ),
});
