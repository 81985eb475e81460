import * as v from 'valibot';
import { NO, YES } from '../answers/fields';
import { isStateCode } from '../answers/state-codes';
import { stateOfZip } from '../answers/zip-states';
import { type AnswerOf, fieldList, type Given, type StepCheck } from '../fields/field-list';
import {
  cityRule,
  emailRule,
  phoneRule,
  secondLineRule,
  stateRule,
  streetRule,
  yesNoRule,
  zipCodeRule,
} from '../fields/rules';
import type { ProgramRules } from '../program-rules';

// Step 2 (A §5, D9) under the build's contact rules (D42, D43, D52): phone and e-mail (each "if
// you have one" where the rules say so), the consents (D31), the home address, and the mailing
// address only when it differs; when it is the same its fields hold a copy of the home address
// (A §2), which the enrolment ships to. Where the rules say (D52), each address has a second
// line and a Puerto Rico home its urbanization; the enrolment and the transfer carry the home
// address as NLAD names it (`primary*`, machines/requests/enrolment.ts) beside the shipping one.

/**
 * D43: the state a home zip code belongs to, when it is not the state chosen; null when they
 * agree or the zip code is in no range (nothing to question then).
 */
export function zipOfOtherState(zipCode: string, state: string): string | null {
  const zipState = stateOfZip(zipCode.trim());
  return zipState !== null && isStateCode(state) && zipState !== state ? zipState : null;
}

const text = (given: Given, name: string) => String(given[name] ?? '');
/**
 * The mailing address is not the home address: the application asks whether it is the same
 * (A §5), the short form whether it differs (B §5, machines/steps/legacy-home-address.ts), whose
 * mailing address is these rows too.
 */
const mailingDiffers = (given: Given) =>
  given.mailingSameAsHome === false || given.mailingDiffers === true;
/** D52: the rules ask second lines and an urbanization (and send the home address). */
const homeLines = (rules: ProgramRules) => rules.contact.homeAddressLines;
/** D52: a Puerto Rico address may have an urbanization (Urb.), which USPS needs to deliver. */
export const isPuertoRico = (given: Given) => given.state === 'PR';
/** The home address's field, which a mailing address that is the same copies. */
const copyOf = (name: string) => (answer: Given) => String(answer[name] ?? '');

export const contactInfoFields = fieldList({
  contactPhoneNumber: {
    control: { kind: 'phone' },
    rule: ({ rules }) =>
      phoneRule(
        { required: 'phoneRequired', invalid: 'phoneInvalid' },
        { optional: rules.contact.phoneAndEmailOptional },
      ),
    review: { as: 'phone', emptyReads: 'none' },
    api: { check: 'contactPhoneNumber' },
    example: '5055550142',
  },
  contactEmail: {
    control: { kind: 'email' },
    rule: ({ rules }) =>
      emailRule(
        { required: 'emailRequired', invalid: 'emailInvalid' },
        { optional: rules.contact.phoneAndEmailOptional },
      ),
    review: { as: 'text', emptyReads: 'none' },
    api: { check: 'contactEmail' },
    example: 'rosa.martinez@example.com',
  },
  /**
   * D31: consent to be contacted about the application; applying needs it. D58: not of someone
   * who gave neither a phone nor an e-mail address (where the rules let both be empty): there
   * is nothing to consent to, and the check says so (`consentInd: "N"`).
   */
  consent: {
    control: { kind: 'checkbox' },
    when: (given, { rules }) =>
      !rules.contact.phoneAndEmailOptional ||
      // Values the form has not seen count as given: the consent is then asked.
      /\S/.test(`${given.contactPhoneNumber}${given.contactEmail}`),
    otherwise: false,
    rule: () => v.literal(true, 'consent'),
    api: { check: { name: 'consentInd', format: 'yn' } },
    example: true,
  },
  /** D31: consent to marketing calls or texts: optional, unticked unless ticked. */
  marketingConsent: {
    control: { kind: 'checkbox' },
    rule: () => v.optional(v.boolean(), false),
    api: { check: { name: 'marketingConsentInd', format: 'yn' } },
    example: false,
  },
  address: {
    control: { kind: 'text', autoComplete: 'section-home address-line1', maxLength: 100 },
    group: 'home',
    rule: ({ rules }) =>
      streetRule(
        { required: 'addressRequired', invalid: 'addressInvalid', poBox: 'addressPoBox' },
        { noPoBox: rules.contact.homeAddressNoPoBox },
      ),
    review: { as: 'text', row: 'home', join: 'address' },
    api: { check: 'address' },
    example: '1420 Calle del Sol SW',
  },
  /** D52: apartment, unit or floor; a home's is no P.O. box either (D43). */
  address2: {
    control: { kind: 'text', autoComplete: 'section-home address-line2', maxLength: 100 },
    group: 'home',
    asked: homeLines,
    rule: ({ rules }) =>
      secondLineRule({ poBox: 'address2PoBox' }, { noPoBox: rules.contact.homeAddressNoPoBox }),
    review: { as: 'text', row: 'home', join: 'address' },
    api: { check: 'primaryAddress2' },
    example: 'Apt 4B',
  },
  city: {
    control: { kind: 'text', autoComplete: 'section-home address-level2', maxLength: 50 },
    group: 'home',
    rule: () => cityRule('cityRequired'),
    review: { as: 'text', row: 'home' },
    api: { check: 'city' },
    example: 'Albuquerque',
  },
  state: {
    control: { kind: 'state', autoComplete: 'section-home address-level1' },
    group: 'home',
    rule: () => stateRule('stateRequired'),
    review: { as: 'text', row: 'home' },
    api: { check: 'state' },
    example: 'NM',
  },
  zipCode: {
    control: {
      kind: 'text',
      autoComplete: 'section-home postal-code',
      inputMode: 'numeric',
      digits: true,
      maxLength: 5,
      width: 'short',
    },
    group: 'home',
    rule: () => zipCodeRule({ required: 'zipRequired', invalid: 'zipInvalid' }),
    review: { as: 'text', row: 'home' },
    api: { check: 'zipCode' },
    example: '87105',
  },
  /**
   * D52: asked of a Puerto Rico home only, and only if it has one: many addresses there name
   * their urbanization, which streets of the same name in one zip code need to be told apart.
   */
  urbanization: {
    control: { kind: 'text', maxLength: 100 },
    group: 'home',
    asked: homeLines,
    when: isPuertoRico,
    otherwise: '',
    rule: () => secondLineRule(),
    // Given only of a Puerto Rico home (else kept empty), so shown only when there is one.
    review: { as: 'text', when: (answer) => answer.urbanization !== '' },
    api: { check: { name: 'primaryUrbanizationCode', omitEmpty: true } },
    example: '',
  },
  /** D43: asked only while the zip code and the state disagree: both are right, says the box. */
  zipStateConfirmed: {
    control: { kind: 'checkbox' },
    group: 'home',
    asked: (rules) => rules.contact.questionsZipOfOtherState,
    when: (given) => zipOfOtherState(text(given, 'zipCode'), text(given, 'state')) !== null,
    otherwise: false,
    rule: () => v.optional(v.boolean(), false),
    example: false,
  },
  /** D43: is the home address temporary? Sent at enrolment as its opposite. */
  temporaryAddress: {
    control: { kind: 'yesNo' },
    asked: (rules) => rules.contact.asksTemporaryAddress,
    rule: () => yesNoRule('temporaryAddress'),
    review: { as: 'yesNo' },
    api: {
      enrol: (value: string) => ({ primaryPermanentAddressFlag: value === YES ? '0' : '1' }),
    },
    example: NO,
  },
  mailingSameAsHome: {
    control: { kind: 'checkbox', controls: 'mailing' },
    rule: () => v.boolean(),
    example: false,
  },
  contactAddress: {
    control: { kind: 'text', autoComplete: 'section-mailing address-line1', maxLength: 100 },
    group: 'mailing',
    when: mailingDiffers,
    otherwise: copyOf('address'),
    rule: () =>
      streetRule({ required: 'mailingAddressRequired', invalid: 'mailingAddressInvalid' }),
    review: { as: 'text', row: 'mailing', join: 'address', when: mailingDiffers },
    api: { check: 'contactAddress' },
    example: 'PO Box 2231',
  },
  /** D52: the mailing address's second line; it may name a box (the mail goes there). */
  contactAddress2: {
    control: { kind: 'text', autoComplete: 'section-mailing address-line2', maxLength: 100 },
    group: 'mailing',
    asked: homeLines,
    when: mailingDiffers,
    otherwise: copyOf('address2'),
    rule: () => secondLineRule(),
    review: { as: 'text', row: 'mailing', join: 'address', when: mailingDiffers },
    example: '',
  },
  contactCity: {
    control: { kind: 'text', autoComplete: 'section-mailing address-level2', maxLength: 50 },
    group: 'mailing',
    when: mailingDiffers,
    otherwise: copyOf('city'),
    rule: () => cityRule('mailingCityRequired'),
    review: { as: 'text', row: 'mailing', when: mailingDiffers },
    api: { check: 'contactCity' },
    example: 'Albuquerque',
  },
  contactState: {
    control: { kind: 'state', autoComplete: 'section-mailing address-level1' },
    group: 'mailing',
    when: mailingDiffers,
    otherwise: copyOf('state'),
    rule: () => stateRule('mailingStateRequired'),
    review: { as: 'text', row: 'mailing', when: mailingDiffers },
    api: { check: 'contactState' },
    example: 'NM',
  },
  contactZipCode: {
    control: {
      kind: 'text',
      autoComplete: 'section-mailing postal-code',
      inputMode: 'numeric',
      digits: true,
      maxLength: 5,
      width: 'short',
    },
    group: 'mailing',
    when: mailingDiffers,
    otherwise: copyOf('zipCode'),
    rule: () => zipCodeRule({ required: 'mailingZipRequired', invalid: 'mailingZipInvalid' }),
    review: { as: 'text', row: 'mailing', when: mailingDiffers },
    api: { check: 'contactZipCode' },
    example: '87103',
  },
});

/** D43's question across three fields, with the zip code's message (D23: with the others). */
export const contactInfoChecks: readonly StepCheck[] = [
  {
    field: 'zipCode',
    key: 'zipOtherState',
    ok: (answer, { rules }) =>
      !rules.contact.questionsZipOfOtherState ||
      answer.zipStateConfirmed === true ||
      zipOfOtherState(text(answer, 'zipCode'), text(answer, 'state')) === null,
  },
];

export type ContactInfo = AnswerOf<typeof contactInfoFields>;
