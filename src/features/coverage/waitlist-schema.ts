import * as v from 'valibot';
import { contactMessages, EMAIL_PATTERN, isPhoneDigits } from '../../shared/rules/contact-rules';

// A §5's "Email invalid." and "Phone Number Invalid." with D27's words: empty and invalid differ.
export const waitlistMessages = {
  emailRequired: contactMessages.emailRequired,
  email: contactMessages.emailInvalid,
  phoneRequired: contactMessages.phoneRequired,
  phone: contactMessages.phoneInvalid,
};

export const WaitlistFormSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.nonEmpty('emailRequired'), v.regex(EMAIL_PATTERN, 'email')),
  phone: v.pipe(
    v.string(),
    v.transform((value) => value.replace(/\D/g, '')),
    v.nonEmpty('phoneRequired'),
    v.check(isPhoneDigits, 'phone'),
  ),
});
