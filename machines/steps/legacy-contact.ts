import { type AnswerOf, fieldList } from '../fields/field-list';
import { emailRule, phoneRule } from '../fields/rules';
import { contactInfoFields as step2 } from './contact-info';

// The short form's contact page (/ContactInformation, B §2, §5): an e-mail address, and a phone
// number only if the applicant wants calls or texts. The phone is typed as people write it
// (D9): its formatting and a country code 1 are dropped. A phone number given is consent to be
// contacted on it (B §5's consent text is read with the field).

export const legacyContactFields = fieldList({
  contactEmail: {
    ...step2.contactEmail,
    rule: () => emailRule({ required: 'emailRequired', invalid: 'emailInvalid' }),
    review: { as: 'text' },
  },
  contactPhoneNumber: {
    control: {
      kind: 'text',
      type: 'tel',
      inputMode: 'tel',
      autoComplete: 'tel-national',
      maxLength: 20,
    },
    rule: () =>
      phoneRule(
        { required: 'phoneInvalid', invalid: 'phoneInvalid' },
        { optional: true, formatted: { countryCode: 'dropped' } },
      ),
    review: { as: 'phone' },
    api: {
      check: (phone: string) => ({ contactPhoneNumber: phone, consentInd: phone ? 'Y' : 'N' }),
    },
    example: '5055550142',
  },
});

export type LegacyContact = AnswerOf<typeof legacyContactFields>;
