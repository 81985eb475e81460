import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import type { LegacyContact } from '../../../machines/flow-types';
import { contactLimits, EMAIL_PATTERN, pastedPhoneDigits } from '../../shared/rules/contact-rules';

export const contactInformationMessages = {
  emailRequired: msg`Enter your e-mail address`,
  emailInvalid: msg`Enter an e-mail address like name@example.com`,
  phoneInvalid: msg`Enter a phone number with 10 digits, like 5551234567, or leave it empty`,
};

type MessageKey = keyof typeof contactInformationMessages;

/** What the form holds: the phone as typed, with its spaces, dashes and brackets. */
export type ContactInformationForm = LegacyContact;

const key = (name: MessageKey) => name;

/**
 * /ContactInformation (B §2): an e-mail address, and a phone only if the applicant wants calls
 * or texts. D9: the phone is 10 digits; formatting and a leading country code 1 are dropped.
 */
export const ContactInformationSchema = v.object({
  contactEmail: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(key('emailRequired')),
    v.maxLength(contactLimits.email, key('emailInvalid')),
    v.regex(EMAIL_PATTERN, key('emailInvalid')),
  ),
  contactPhoneNumber: v.pipe(
    v.string(),
    // Formatting is welcome, but letters would vanish into an empty (and accepted) phone.
    v.regex(/^[\d\s()+.-]*$/, key('phoneInvalid')),
    v.transform(pastedPhoneDigits),
    v.regex(/^(\d{10})?$/, key('phoneInvalid')),
  ),
}) satisfies v.GenericSchema<ContactInformationForm, LegacyContact>;
