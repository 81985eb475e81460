import * as v from 'valibot';
import { emailRule, phoneRule } from '../../../machines/fields/rules';
import { contactMessages } from '../../shared/rules/contact-rules';

// A §5's "Email invalid." and "Phone Number Invalid." with D27's words: empty and invalid differ.
export const waitlistMessages = {
  emailRequired: contactMessages.emailRequired,
  emailInvalid: contactMessages.emailInvalid,
  phoneRequired: contactMessages.phoneRequired,
  phoneInvalid: contactMessages.phoneInvalid,
};

const keys = (kind: 'email' | 'phone') =>
  ({ required: `${kind}Required`, invalid: `${kind}Invalid` }) as const;

/** The e-mail and phone rules every form shares; D9: the sorry page takes the country code 1. */
export const WaitlistFormSchema = v.object({
  email: emailRule(keys('email')),
  phone: phoneRule(keys('phone'), { formatted: { countryCode: 'kept' } }),
});
