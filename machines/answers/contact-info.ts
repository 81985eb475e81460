import * as v from 'valibot';
import type { AnswerContext } from './answer-context';
import { NO, YES, type YesNo } from './fields';
import { contactLimits, EMAIL_PATTERN, FIVE_DIGITS } from './patterns';
import { isPoBox } from './po-box';
import { isStateCode } from './state-codes';
import { stateOfZip } from './zip-states';

export { contactLimits } from './patterns';

const TEN_DIGITS = /^\d{10}$/;
const digitsOnly = v.transform((value: string) => value.replace(/\D/g, ''));

const phone = v.pipe(
  v.string(),
  digitsOnly,
  v.nonEmpty('phoneRequired'),
  v.regex(TEN_DIGITS, 'phoneInvalid'),
);

/** D42: a phone number "if you have one": empty, or ten digits. */
const phoneIfAny = v.pipe(
  v.string(),
  digitsOnly,
  v.check((digits) => digits === '' || TEN_DIGITS.test(digits), 'phoneInvalid'),
);

const email = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('emailRequired'),
  v.maxLength(contactLimits.email, 'emailInvalid'),
  v.regex(EMAIL_PATTERN, 'emailInvalid'),
);

/** D42: an e-mail address "if you have one": empty, or one that looks like an address. */
const emailIfAny = v.pipe(
  v.string(),
  v.trim(),
  v.check(
    (value) => value === '' || (value.length <= contactLimits.email && EMAIL_PATTERN.test(value)),
    'emailInvalid',
  ),
);

const addressLine = (required: string, invalid: string) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.minLength(2, invalid));

const city = (required: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(required));

const state = (required: string) => v.pipe(v.string(), v.check(isStateCode, required));

const zip = (required: string, invalid: string) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.regex(FIVE_DIGITS, invalid));

/** D43: the home address is where the applicant lives, never a post office box. */
const homeAddressLine = v.pipe(
  addressLine('addressRequired', 'addressInvalid'),
  v.check((value) => !isPoBox(value), 'addressPoBox'),
);

/**
 * D43: the state a home zip code belongs to, when it is not the state chosen; null when they
 * agree or the zip code is in no range (nothing to question then).
 */
export function zipOfOtherState(zipCode: string, state: string): string | null {
  const zipState = stateOfZip(zipCode.trim());
  return zipState !== null && isStateCode(state) && zipState !== state ? zipState : null;
}

/** Step 2's answer. The mailing address fields hold the home address when they are the same. */
export interface ContactInfo {
  /** Ten digits; '' when the rules let the applicant leave it (D42). */
  contactPhoneNumber: string;
  /** '' when the rules let the applicant leave it (D42). */
  contactEmail: string;
  /** D31: consent to be contacted about the application; applying needs it. */
  consent: boolean;
  /** D31: consent to marketing calls or texts; optional, unticked unless the applicant ticks it. */
  marketingConsent?: boolean;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  /** D43, when the rules ask it: is the home address temporary? Sent as its opposite at enrolment. */
  temporaryAddress?: YesNo;
  /** D43, when the rules question it: the applicant says a zip code of another state is right. */
  zipStateConfirmed?: boolean;
  mailingSameAsHome: boolean;
  contactAddress: string;
  contactCity: string;
  contactState: string;
  contactZipCode: string;
}

/**
 * Step 2 (A §5, D9), under the build's contact rules (D42, D43). When the mailing address is
 * the home address, its fields are not asked and are sent as a copy of the home address
 * (A §2): the shipping address of the enrolment is read from them. Under A §5's rules the
 * answer is exactly A's: no field of a question the rules do not ask.
 */
export function contactInfoAnswer({ rules }: Pick<AnswerContext, 'rules'>) {
  const asks = rules.contact;
  const shared = {
    contactPhoneNumber: asks.phoneAndEmailOptional ? phoneIfAny : phone,
    contactEmail: asks.phoneAndEmailOptional ? emailIfAny : email,
    consent: v.literal(true, 'consent'),
    // D31: optional and unticked; applying never depends on it.
    marketingConsent: v.optional(v.boolean(), false),
    address: asks.homeAddressNoPoBox
      ? homeAddressLine
      : addressLine('addressRequired', 'addressInvalid'),
    city: city('cityRequired'),
    state: state('stateRequired'),
    zipCode: zip('zipRequired', 'zipInvalid'),
    // Not answered ('' or left out) is one problem, with the question's message.
    temporaryAddress: asks.asksTemporaryAddress
      ? v.pipe(
          v.optional(v.picklist([YES, NO, '']), ''),
          v.check((value) => value !== '', 'temporaryAddress'),
        )
      : v.optional(v.picklist([YES, NO, '']), ''),
  };
  const fields = v.variant('mailingSameAsHome', [
    v.object({
      ...shared,
      mailingSameAsHome: v.literal(true),
      contactAddress: v.string(),
      contactCity: v.string(),
      contactState: v.string(),
      contactZipCode: v.string(),
    }),
    v.object({
      ...shared,
      mailingSameAsHome: v.literal(false),
      contactAddress: addressLine('mailingAddressRequired', 'mailingAddressInvalid'),
      contactCity: city('mailingCityRequired'),
      contactState: state('mailingStateRequired'),
      contactZipCode: zip('mailingZipRequired', 'mailingZipInvalid'),
    }),
  ]);
  // D43's question across three fields runs beside the fields' own checks, not after them in
  // a pipe (which stops at the first problem), so its message shows with theirs (D23).
  const zipAndState = v.pipe(
    v.object({
      zipCode: v.pipe(v.string(), v.trim()),
      state: v.string(),
      zipStateConfirmed: v.optional(v.boolean(), false),
    }),
    v.forward(
      v.check(
        (input) =>
          !asks.questionsZipOfOtherState ||
          input.zipStateConfirmed ||
          zipOfOtherState(input.zipCode, input.state) === null,
        'zipOtherState',
      ),
      ['zipCode'],
    ),
  );
  return v.pipe(
    v.intersect([fields, zipAndState]),
    v.transform((value): ContactInfo => {
      const { temporaryAddress, zipStateConfirmed, ...answer } = value;
      const mailing = answer.mailingSameAsHome
        ? {
            contactAddress: answer.address,
            contactCity: answer.city,
            contactState: answer.state,
            contactZipCode: answer.zipCode,
          }
        : {};
      return {
        ...answer,
        ...mailing,
        ...(asks.asksTemporaryAddress && { temporaryAddress: temporaryAddress as YesNo }),
        // Kept only where it answers a question: the zip code of another state.
        ...(asks.questionsZipOfOtherState && {
          zipStateConfirmed:
            zipStateConfirmed && zipOfOtherState(answer.zipCode, answer.state) !== null,
        }),
      };
    }),
  );
}
