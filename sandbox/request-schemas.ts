import * as v from 'valibot';
import { API_PROGRAMS } from '../profiles/schema.ts';
import { isPoBoxHome } from './home-po-box.ts';
import {
  applicantBirthProblem,
  isAfterToday,
  isApplicantAsQualifyingPerson,
  qualifyingBirthProblem,
  YOUNGEST_APPLICANT_AGE,
} from './plausible-person.ts';
import { REP_ID_PATTERN } from './representatives.ts';
import { FAULT_NAMES, VERIFIER_OUTCOMES } from './scenarios.ts';
import { isUsStateCode } from './us-states.ts';

// Messages name the field, so a carrier reading a 400 knows what to fix without the source.

// C0 and C1 control characters: a name or an address never holds one, and stored they could
// split a header or a log line (`a\r\nSet-Cookie: x=1`, issue 15 §7). A multi-line message
// may keep its line breaks and tabs.
type ControlRule = 'none' | 'lines';

// Issue 39: the bidirectional controls (LRM, RLM, ALM, the embeddings, overrides and isolates)
// are invisible, and turn a stored name or address around on every page and list that shows it.
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

function hasControl(value: string, allow: ControlRule): boolean {
  if (BIDI_CONTROLS.test(value)) return true;
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    const control = code < 0x20 || (code >= 0x7f && code <= 0x9f);
    const lineBreak = code === 0x09 || code === 0x0a || code === 0x0d;
    if (control && !(allow === 'lines' && lineBreak)) return true;
  }
  return false;
}

function noControl(field: string, allow: ControlRule = 'none') {
  return v.check(
    (value: string) => !hasControl(value, allow),
    `${field} must not contain control characters`,
  );
}

function text(field: string, max = 100, control: ControlRule = 'none') {
  return v.pipe(
    v.string(`${field} must be a string`),
    noControl(field, control),
    v.trim(),
    v.nonEmpty(`${field} is required`),
    v.maxLength(max, `${field} must be at most ${max} characters`),
  );
}

// The app sends empty strings for optional fields it has no value for.
function optionalText(field: string, max = 100) {
  return v.optional(
    v.pipe(
      v.string(`${field} must be a string`),
      noControl(field),
      v.trim(),
      v.maxLength(max, `${field} must be at most ${max} characters`),
    ),
  );
}

function matching(field: string, pattern: RegExp, expected: string) {
  return v.pipe(
    v.string(`${field} must be a string`),
    v.trim(),
    v.nonEmpty(`${field} is required`),
    v.regex(pattern, `${field} must be ${expected}`),
  );
}

function optionalMatching(field: string, pattern: RegExp, expected: string) {
  return v.optional(
    v.union([v.literal(''), matching(field, pattern, expected)], `${field} must be ${expected}`),
  );
}

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

function isoDate(field: string) {
  return v.pipe(
    matching(field, /^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD'),
    v.check((value) => {
      const [y, m, d] = value.split('-').map(Number);
      return isRealDate(y ?? 0, m ?? 0, d ?? 0);
    }, `${field} must be a real date`),
  );
}

function usDate(field: string) {
  return v.pipe(
    matching(field, /^\d{2}\/\d{2}\/\d{4}$/, 'a date as MM/DD/YYYY'),
    v.check((value) => {
      const [m, d, y] = value.split('/').map(Number);
      return isRealDate(y ?? 0, m ?? 0, d ?? 0);
    }, `${field} must be a real date`),
  );
}

function httpUrl(field: string) {
  return v.pipe(
    text(field, 2000),
    v.check((value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' || url.protocol === 'http:';
      } catch {
        return false;
      }
    }, `${field} must be an absolute http(s) URL`),
  );
}

const email = (field: string) =>
  v.pipe(text(field, 254), v.email(`${field} must be an e-mail address`));
const stateCode = (field: string) =>
  v.pipe(
    matching(field, /^[A-Za-z]{2}$/, 'a two-letter state code'),
    v.check((value) => isUsStateCode(value.toUpperCase()), `${field} must be a US state code`),
  );
const zip = (field: string) => matching(field, /^\d{5}$/, '5 digits');
const phone = /^1?\d{10}$/;

// provider-api.md, additions of 2026-11-24: every eligibility, status, enrol and transfer
// request may name its program; one that sends none is an ACP request, as before.
const program = v.optional(
  v.picklist(
    API_PROGRAMS,
    `program must be ${API_PROGRAMS.map((name) => `"${name}"`).join(' or ')}`,
  ),
);

export const resellerCodeBody = v.object({ resellerCode: v.string('resellerCode is required') });

// provider-api.md, additions of 2026-11-27 (D41): the benefit qualifying person, a child or
// dependent whose program participation qualifies the household. Sent together or not at all.
const bqpFields = {
  bqpFirstName: optionalText('bqpFirstName', 50),
  bqpLastName: optionalText('bqpLastName', 50),
  bqpDob: v.optional(
    v.union([v.literal(''), isoDate('bqpDob')], 'bqpDob must be a real date as YYYY-MM-DD'),
  ),
  bqpSsn4: optionalMatching('bqpSsn4', /^\d{4}$/, '4 digits'),
  bqpTribalId: optionalText('bqpTribalId', 24),
};
type BqpFields = { [K in keyof typeof bqpFields]?: string | undefined };

const BQP_PERSON = ['bqpFirstName', 'bqpLastName', 'bqpDob'] as const;
const hasBqp = (body: BqpFields) =>
  (Object.keys(bqpFields) as (keyof BqpFields)[]).some((field) => Boolean(body[field]));

/** A rule across fields, reported on one of them (as v.forward does, for any object type). */
function fieldRule<T extends object>(
  field: keyof T & string,
  holds: (body: T) => boolean,
  message: string,
) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed || holds(dataset.value)) return;
    const value = dataset.value;
    addIssue({
      message,
      path: [
        {
          type: 'object',
          origin: 'value',
          input: value as Record<string, unknown>,
          key: field,
          value: value[field],
        },
      ],
    });
  });
}

function bqpRules<T extends BqpFields & { firstName?: string; lastName?: string; dob?: string }>() {
  return [
    // Issue 39: a person born, and a person other than the applicant (D41).
    fieldRule<T>(
      'bqpDob',
      (body) => qualifyingBirthProblem(body.bqpDob) === undefined,
      'bqpDob must be a date of birth from 1900 to today',
    ),
    fieldRule<T>(
      'bqpFirstName',
      (body) => !isApplicantAsQualifyingPerson(body),
      'the benefit qualifying person is another person than the applicant, who then takes part themself',
    ),
    ...BQP_PERSON.map((field) =>
      fieldRule<T>(
        field,
        (body) => !hasBqp(body) || Boolean(body[field]),
        `${field} is required with the other bqp* fields (the benefit qualifying person)`,
      ),
    ),
    fieldRule<T>(
      'bqpSsn4',
      (body) => !hasBqp(body) || Boolean(body.bqpSsn4) !== Boolean(body.bqpTribalId),
      'the benefit qualifying person needs bqpSsn4 or bqpTribalId: one of them, not both',
    ),
  ];
}

// provider-api.md, additions of 2026-11-28 (D57): a representative registered with USAC's
// Representative Accountability Database names themselves by their ID; an application no
// representative helped says so. One or the other (or, from an older client, neither).
const representativeFields = {
  repId: v.optional(
    v.pipe(
      v.string('repId must be a string'),
      v.trim(),
      v.regex(REP_ID_PATTERN, 'repId must be a RAD ID: 5 to 20 letters and digits'),
    ),
  ),
  repNotAssisted: v.optional(v.literal('1', 'repNotAssisted must be "1"')),
};
type RepresentativeFields = { repId?: string | undefined; repNotAssisted?: '1' | undefined };

function representativeRule<T extends RepresentativeFields>() {
  return fieldRule<T>(
    'repNotAssisted',
    (body) => !(body.repId && body.repNotAssisted),
    'send repId or repNotAssisted "1", not both: an application is assisted or it is not',
  );
}

// D43, D53: under Lifeline the home address is where the applicant lives, never a P.O. box.
// The sandbox judges that by its own rule, as a provider would (home-po-box.ts).
function homeNotPoBox<T extends { program?: string | undefined }>(
  field: keyof T & string,
  lines: (body: T) => readonly (string | undefined)[],
) {
  return fieldRule<T>(
    field,
    (body) => body.program !== 'LIFELINE' || !lines(body).some((line) => isPoBoxHome(line ?? '')),
    `${field}: a P.O. box (or another mail-only address: PMB, General Delivery, Apartado, Caja or Casilla postal) is not a home address; a LIFELINE home address is where the applicant lives`,
  );
}

// D56: the signed agreement, as the check carries it. Kept by the sandbox as a record
// (agreement-records.ts); only these keys are kept, whatever else a request puts in it.
const ISO_WITH_OFFSET =
  /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;
const agreementRecord = v.object(
  {
    signedAt: v.pipe(
      v.string('agreement.signedAt must be a string'),
      v.trim(),
      v.regex(
        ISO_WITH_OFFSET,
        'agreement.signedAt must be an ISO 8601 date and time with its offset, such as 2026-11-28T14:05:09-05:00',
      ),
      v.check((value) => {
        const [, y, m, d] = ISO_WITH_OFFSET.exec(value) ?? [];
        return isRealDate(Number(y), Number(m), Number(d)) && !Number.isNaN(Date.parse(value));
      }, 'agreement.signedAt must be a real date and time'),
    ),
    language: v.picklist(['en', 'es'], 'agreement.language must be "en" or "es"'),
    wording: v.picklist(['carrier', 'summary'], 'agreement.wording must be "carrier" or "summary"'),
    wordingDigest: v.pipe(
      v.string('agreement.wordingDigest must be a string'),
      v.trim(),
      v.regex(/^[0-9a-f]{64}$/i, 'agreement.wordingDigest must be a SHA-256 digest: 64 hex digits'),
      v.toLowerCase(),
    ),
    statements: v.pipe(
      v.array(
        v.object({
          id: v.pipe(
            v.string('agreement.statements[].id must be a string'),
            v.regex(
              /^[a-z0-9-]{1,60}$/,
              'agreement.statements[].id must be lowercase-with-hyphens',
            ),
          ),
          initials: v.pipe(
            text('agreement.statements[].initials', 10),
            v.regex(
              /^\p{L}[\p{L}\p{M} .'-]*$/u,
              'agreement.statements[].initials must be letters (spaces, periods and hyphens allowed)',
            ),
          ),
        }),
        'agreement.statements must be a list of { id, initials }',
      ),
      v.minLength(1, 'agreement.statements must name at least one statement'),
      v.maxLength(50, 'agreement.statements must be at most 50'),
      v.check(
        (list) => new Set(list.map((item) => item.id)).size === list.length,
        'agreement.statements must name each statement once',
      ),
    ),
    signature: text('agreement.signature', 150),
  },
  'agreement must be an object: { signedAt, language, wording, wordingDigest, statements, signature }',
);
export type AgreementRecord = v.InferOutput<typeof agreementRecord>;

// A §3 personal data (and B §3's legacy fields); ssn4 is left out for tribal applicants.
const eligibilityCheckFields = v.object({
  firstName: text('firstName', 50),
  middleName: optionalText('middleName', 50),
  lastName: text('lastName', 50),
  dob: isoDate('dob'),
  ssn4: optionalMatching('ssn4', /^\d{4}$/, '4 digits'),
  tribalId: optionalText('tribalId', 24),
  alternateId: optionalText('alternateId', 50),
  address: text('address'),
  city: text('city'),
  state: stateCode('state'),
  zipCode: zip('zipCode'),
  contactPhoneNumber: optionalMatching('contactPhoneNumber', phone, '10 digits'),
  contactEmail: v.optional(v.union([v.literal(''), email('contactEmail')])),
  language: optionalText('language', 20),
  eligibilityProgramCode: optionalText('eligibilityProgramCode', 10),
  publicHousingCode: optionalText('publicHousingCode', 10),
  consentInd: optionalText('consentInd', 1),
  carrierUrl: httpUrl('carrierUrl'),
  resellerCode: optionalText('resellerCode', 50),
  program,
  ...bqpFields,
  // provider-api.md, additions of 2026-11-28.
  primaryAddress2: optionalText('primaryAddress2'),
  primaryUrbanizationCode: optionalText('primaryUrbanizationCode', 100),
  householdSize: v.optional(
    v.pipe(
      v.number('householdSize must be a number'),
      v.integer('householdSize must be a whole number'),
      v.minValue(1, 'householdSize must be at least 1'),
      v.maxValue(99, 'householdSize must be at most 99'),
    ),
  ),
  ...representativeFields,
  agreement: v.optional(agreementRecord),
});
type EligibilityCheckFields = v.InferOutput<typeof eligibilityCheckFields>;

export const eligibilityCheckBody = v.pipe(
  eligibilityCheckFields,
  v.check(
    (body: EligibilityCheckFields) => Boolean(body.ssn4 || body.tribalId || body.alternateId),
    'ssn4 is required (or tribalId for a tribal applicant)',
  ),
  // D40: the last four SSN digits or, for a Tribal member without an SSN, a Tribal ID.
  fieldRule<EligibilityCheckFields>(
    'tribalId',
    (body) => !(body.ssn4 && body.tribalId),
    'send ssn4 or tribalId, not both (a Tribal ID stands in for the SSN digits)',
  ),
  // Issue 39: one number for who the applicant is; the short form's document number (B §7)
  // stands in for the others, never beside them.
  fieldRule<EligibilityCheckFields>(
    'alternateId',
    (body) => !(body.alternateId && (body.ssn4 || body.tribalId)),
    'send alternateId in place of ssn4 and tribalId, not beside them',
  ),
  fieldRule<EligibilityCheckFields>(
    'dob',
    (body) => applicantBirthProblem(body.dob) === undefined,
    `dob must be in 1900 or later, of an applicant of at least ${YOUNGEST_APPLICANT_AGE}`,
  ),
  ...bqpRules<EligibilityCheckFields>(),
  representativeRule<EligibilityCheckFields>(),
  homeNotPoBox<EligibilityCheckFields>('address', (body) => [body.address, body.primaryAddress2]),
  fieldRule<EligibilityCheckFields>(
    'primaryUrbanizationCode',
    (body) => !body.primaryUrbanizationCode || body.state.toUpperCase() === 'PR',
    'primaryUrbanizationCode is for a Puerto Rico address (state PR) only',
  ),
);
export type EligibilityCheckBody = v.InferOutput<typeof eligibilityCheckBody>;

export const eligibilityStatusBody = v.pipe(
  v.object({
    applicationId: optionalText('applicationId', 50),
    eligibilityCheckId: optionalText('eligibilityCheckId', 50),
    carrierUrl: optionalText('carrierUrl', 2000),
    program,
  }),
  v.check(
    (body) => Boolean(body.applicationId || body.eligibilityCheckId),
    'applicationId or eligibilityCheckId is required',
  ),
);

// D20: the consent time zone ids a browser's zone maps to.
export const CONSENT_TIME_ZONE_IDS = [2, 3, 4, 5, 6, 8, 10, 14, 15, 69, 87, 112] as const;
const consentTimeZoneId = v.pipe(
  v.union(
    [v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.regex(/^\d+$/))],
    'consentTimeZoneId is required (a numeric time zone id)',
  ),
  v.check(
    (value) => (CONSENT_TIME_ZONE_IDS as readonly number[]).includes(Number(value)),
    `consentTimeZoneId must be one of ${CONSENT_TIME_ZONE_IDS.join(', ')}`,
  ),
);

const savedEnrolmentData = {
  firstName: text('firstName', 50),
  lastName: text('lastName', 50),
  // D42: a Lifeline applicant may have no e-mail address (enrolRules requires it on the ACP).
  emailAddress: v.optional(
    v.union([v.literal(''), email('emailAddress')], 'emailAddress must be an e-mail address'),
  ),
  contactPhoneNumber: optionalMatching('contactPhoneNumber', phone, '10 digits'),
  shippingAddress1: text('shippingAddress1'),
  shippingAddress2: optionalText('shippingAddress2'),
  shippingCity: text('shippingCity'),
  shippingState: stateCode('shippingState'),
  state: v.optional(v.union([v.literal(''), stateCode('state')])),
  shippingZipcode: zip('shippingZipcode'),
  shippingCountry: v.optional(v.literal('US', 'shippingCountry must be "US"')),
  dob: usDate('dob'),
  applicationId: text('applicationId', 50),
  ebbpTribalBenefitFlag: v.optional(
    v.picklist(['0', '1', ''], 'ebbpTribalBenefitFlag must be "1" or "0"'),
  ),
  resellerCode: optionalText('resellerCode', 50),
  consentTimeZoneId,
  consentDateTime: matching(
    'consentDateTime',
    /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    'YYYY-MM-DD HH:mm:ss',
  ),
  program,
  // provider-api.md, additions of 2026-11-27: "1" a permanent address, "0" a temporary one
  // (D43); the separate-household certification (D44); the benefit qualifying person (D41).
  primaryPermanentAddressFlag: v.optional(
    v.picklist(['1', '0'], 'primaryPermanentAddressFlag must be "1" or "0"'),
  ),
  iehFlag: v.optional(v.picklist(['1', '0', ''], 'iehFlag must be "1" or "0"')),
  iehCertificationDate: v.optional(
    v.union(
      [v.literal(''), usDate('iehCertificationDate')],
      'iehCertificationDate must be a real date as MM/DD/YYYY',
    ),
  ),
  ...bqpFields,
  // D55: one format for the dates of birth of one request: as `dob`, MM/DD/YYYY.
  bqpDob: v.optional(
    v.union([v.literal(''), usDate('bqpDob')], 'bqpDob must be a real date as MM/DD/YYYY, as dob'),
  ),
  // provider-api.md, additions of 2026-11-28 (D52): the home address, beside the shipping one;
  // sent together (the second line and the urbanization may be empty) or not at all.
  primaryAddress1: optionalText('primaryAddress1'),
  primaryAddress2: optionalText('primaryAddress2'),
  primaryCity: optionalText('primaryCity'),
  primaryState: v.optional(v.union([v.literal(''), stateCode('primaryState')])),
  primaryZipCode: optionalMatching('primaryZipCode', /^\d{5}$/, '5 digits'),
  primaryUrbanizationCode: optionalText('primaryUrbanizationCode', 100),
  ...representativeFields,
};
type SavedEnrolmentData = v.InferOutput<v.ObjectSchema<typeof savedEnrolmentData, undefined>>;

// What enroll and transfer both check beyond each field's shape.
function savedDataRules<T extends SavedEnrolmentData>() {
  return [
    fieldRule<T>(
      'emailAddress',
      (body) => body.program === 'LIFELINE' || Boolean(body.emailAddress),
      'emailAddress is required (only a LIFELINE enrolment may leave it empty)',
    ),
    fieldRule<T>(
      'iehCertificationDate',
      (body) => body.iehFlag !== '1' || Boolean(body.iehCertificationDate),
      'iehCertificationDate is required with iehFlag "1" (the day the applicant certified)',
    ),
    fieldRule<T>(
      'iehFlag',
      (body) => !body.iehCertificationDate || body.iehFlag === '1',
      'iehCertificationDate goes with iehFlag "1" only',
    ),
    // Issue 39: a certification or a consent is given on a day that has come.
    fieldRule<T>(
      'iehCertificationDate',
      (body) => !isAfterToday(body.iehCertificationDate),
      'iehCertificationDate must not be after today',
    ),
    fieldRule<T>(
      'consentDateTime',
      (body) => !isAfterToday(body.consentDateTime.slice(0, 10)),
      'consentDateTime must not be after today',
    ),
    ...bqpRules<T>(),
    ...HOME_FIELDS.map((field) =>
      fieldRule<T>(
        field,
        (body) => !hasHome(body) || Boolean(body[field]),
        `${field} is required with the other primary* fields (the home address)`,
      ),
    ),
    fieldRule<T>(
      'primaryUrbanizationCode',
      (body) => !body.primaryUrbanizationCode || body.primaryState?.toUpperCase() === 'PR',
      'primaryUrbanizationCode is for a Puerto Rico address (primaryState PR) only',
    ),
    homeNotPoBox<T>('primaryAddress1', (body) => [body.primaryAddress1, body.primaryAddress2]),
    representativeRule<T>(),
  ];
}

const HOME_FIELDS = ['primaryAddress1', 'primaryCity', 'primaryState', 'primaryZipCode'] as const;
const hasHome = (body: SavedEnrolmentData) =>
  [...HOME_FIELDS, 'primaryAddress2', 'primaryUrbanizationCode'].some((field) =>
    Boolean(body[field as keyof SavedEnrolmentData]),
  );

const enrollFields = v.object({
  ...savedEnrolmentData,
  acpCertInd: v.optional(v.literal('1', 'acpCertInd must be "1"')),
  tribalBenefitFlag: v.optional(v.picklist(['0', '1'], 'tribalBenefitFlag must be "1" or "0"')),
  deviceId: optionalText('deviceId', 50),
  // Checked by tabletFields only when deviceId is given.
  paymentGateway: v.optional(v.unknown()),
  consumerFee: v.optional(v.unknown()),
  deviceCopay: v.optional(v.unknown()),
  marketValue: v.optional(v.unknown()),
  deviceDeliveryMethod: v.optional(v.unknown()),
  deviceReimbursementDate: v.optional(v.unknown()),
});
type EnrollFields = v.InferOutput<typeof enrollFields>;

/**
 * What only an ACP enrolment sends: a LIFELINE one has no ACP certification, names the Tribal
 * benefit `tribalBenefitFlag`, and of a carrier's own device sends `deviceId` alone.
 */
const ACP_ONLY_FIELDS = [
  'acpCertInd',
  'ebbpTribalBenefitFlag',
  'paymentGateway',
  'consumerFee',
  'deviceCopay',
  'marketValue',
  'deviceDeliveryMethod',
  'deviceReimbursementDate',
] as const satisfies ReadonlyArray<keyof EnrollFields>;

function notOnLifeline(field: (typeof ACP_ONLY_FIELDS)[number]) {
  return v.forward(
    v.check(
      (body: EnrollFields) => body.program !== 'LIFELINE' || body[field] === undefined,
      `${field} is an ACP field: a LIFELINE enrolment does not send it`,
    ),
    [field],
  );
}

export const enrollBody = v.pipe(
  enrollFields,
  ...savedDataRules<EnrollFields>(),
  v.forward(
    v.check(
      (body: EnrollFields) => body.program === 'LIFELINE' || body.acpCertInd === '1',
      'acpCertInd is required on an ACP enrolment',
    ),
    ['acpCertInd'],
  ),
  ...ACP_ONLY_FIELDS.map(notOnLifeline),
);
export type EnrollBody = v.InferOutput<typeof enrollBody>;

// With a tablet, the contract fixes every amount (A §9): a different value is an app bug.
export const tabletFields = v.object({
  paymentGateway: v.literal('stripe', 'paymentGateway must be "stripe" with a tablet'),
  consumerFee: v.literal(1, 'consumerFee must be the number 1 with a tablet'),
  deviceCopay: v.literal(10.01, 'deviceCopay must be the number 10.01 with a tablet'),
  marketValue: v.literal(190, 'marketValue must be the number 190 with a tablet'),
  deviceDeliveryMethod: v.literal('shipped', 'deviceDeliveryMethod must be "shipped"'),
  deviceReimbursementDate: usDate('deviceReimbursementDate'),
});

export const transferBody = v.pipe(
  v.object(savedEnrolmentData),
  ...savedDataRules<SavedEnrolmentData>(),
);
export type TransferBody = v.InferOutput<typeof transferBody>;

export const contactHookBody = v.object({
  text: text('text', 5000, 'lines'),
  channel: text('channel'),
  username: text('username'),
});

export const armFaultBody = v.pipe(
  v.object({
    // Issue 39: an API path (the only ones faulted), of a path's length at most.
    path: matching(
      'path',
      /^(?:\/\*|\/(?:public|subscriber|hooks)\/[A-Za-z0-9._~!$&'()*+,;=:@%/-]{0,200})$/,
      'an API path such as /public/nlad/enroll (at most 200 characters after its first part), or /* for all',
    ),
    fault: v.optional(
      v.union(
        [v.literal(''), v.picklist(FAULT_NAMES)],
        `fault must be one of ${FAULT_NAMES.join(', ')}`,
      ),
    ),
    latencyMs: v.optional(
      v.pipe(
        v.unknown(),
        v.transform((value) => (value === '' ? 0 : Number(value))),
        v.number('latencyMs must be a number'),
        v.integer('latencyMs must be a whole number'),
        v.minValue(0, 'latencyMs must be 0 or more'),
        v.maxValue(120_000, 'latencyMs must be at most 120000'),
      ),
    ),
    times: v.optional(
      v.pipe(
        v.unknown(),
        v.transform((value) => (value === '' ? 1 : Number(value))),
        v.number('times must be a number'),
        v.integer('times must be a whole number'),
        v.minValue(1, 'times must be at least 1'),
        v.maxValue(1000, 'times must be at most 1000'),
      ),
    ),
  }),
  v.check(
    (body) => Boolean(body.fault) || (body.latencyMs ?? 0) > 0,
    'fault or latencyMs is required',
  ),
);
export type ArmFaultBody = v.InferOutput<typeof armFaultBody>;

const OUTCOME_IDS = VERIFIER_OUTCOMES.map((outcome) => outcome.id);

export const verifierOutcomeForm = v.object({
  outcome: v.picklist(OUTCOME_IDS, `outcome must be one of ${OUTCOME_IDS.join(', ')}`),
});
