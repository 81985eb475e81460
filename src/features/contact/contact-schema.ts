import { programShortNameInSentence } from 'virtual:carrier-settings';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { emailRule, phoneRule, requiredText } from '../../../machines/fields/rules';
import { type Validation, validate } from '../../lib/validate';

/** B §5's checks with D27's words: each names its question and says what to do. */
export const contactMessages = {
  firstNameRequired: msg`Enter your first name`,
  lastNameRequired: msg`Enter your last name`,
  emailRequired: msg`Enter your e-mail address`,
  emailInvalid: msg`Enter an e-mail address like name@example.com`,
  phoneRequired: msg`Enter your phone number`,
  phoneInvalid: msg`Enter a phone number with 10 digits, like 5551234567`,
  subjectRequired: msg`Choose what your message is about`,
  messageRequired: msg`Enter your message`,
};

/**
 * The subjects a person can pick. `value` is what the staff reading the chat see, in English
 * whatever the page's language; `label` is what the person reads, with `{program}` the
 * program's short name in that language (the page fills it in).
 */
export const contactSubjects = [
  {
    value: `Applying for ${programShortNameInSentence.en}`,
    label: msg({ message: 'Applying for {program}' }),
  },
  { value: 'My application status', label: msg`My application status` },
  { value: 'My service or device', label: msg`My service or device` },
  { value: 'Transferring my benefit', label: msg`Transferring my benefit` },
  { value: 'Something else', label: msg`Something else` },
] as const satisfies readonly { value: string; label: MessageDescriptor }[];

export type ContactSubject = (typeof contactSubjects)[number]['value'];

const subjectValues = contactSubjects.map((subject) => subject.value) as [
  ContactSubject,
  ...ContactSubject[],
];

/** The form's fields, in the order B §5 checks them. */
export const contactFields = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'subject',
  'message',
] as const;

export type ContactField = (typeof contactFields)[number];

export type ContactValues = Record<ContactField, string>;

type Key = keyof typeof contactMessages;
const required = (key: Key) => requiredText(key);
const keys = (kind: 'email' | 'phone') =>
  ({ required: `${kind}Required`, invalid: `${kind}Invalid` }) as const satisfies Record<
    string,
    Key
  >;

/** The rules every form shares (machines/fields/rules.ts); D9: the country code 1 is taken. */
export const ContactFormSchema = v.object({
  firstName: required('firstNameRequired'),
  lastName: required('lastNameRequired'),
  email: emailRule(keys('email')),
  phone: phoneRule(keys('phone'), { formatted: { countryCode: 'kept' } }),
  subject: v.picklist(subjectValues, 'subjectRequired'),
  message: required('messageRequired'),
});

export type ContactForm = v.InferOutput<typeof ContactFormSchema>;

/**
 * Check the form and keep only its first problem: the contact form stops at the first error
 * (B §5), the one exception to D23.
 */
export function validateContact(values: ContactValues): Validation<ContactForm, ContactField> {
  const result = validate(ContactFormSchema, values, contactMessages);
  if (result.ok) return result;
  const first = contactFields.find((field) => result.errors[field] !== undefined);
  return { ok: false, errors: first ? { [first]: result.errors[first] } : result.errors };
}
