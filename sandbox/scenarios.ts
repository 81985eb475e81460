import { loadProfile } from '../profiles/load-profile.ts';
import { type ApiProgram, PROFILE_IDS, type ProgramCode } from '../profiles/schema.ts';

// The sandbox's behaviour as data: the handlers, the docs table (print-scenarios.ts) and the
// table-driven tests all read these constants, so they cannot drift apart.

export type ApiError = { code?: string; message?: string; description?: string };
export type BodyCode = [string, string, string];

// The ACP demo serves the 48 contiguous states and DC (its e2e and the not-served screens
// use Alaska).
export const DEFAULT_UNSUPPORTED_STATES: readonly string[] = [
  'AK',
  'HI',
  'AS',
  'FM',
  'GU',
  'MH',
  'MP',
  'PW',
  'PR',
  'VI',
];

// The Lifeline demo also serves Alaska, Hawaii and Puerto Rico, whose own income limits and
// Tribal lands the profile covers (README's "an application from Alaska", issue 27 §7). The
// other territories stay unserved, so the not-served screens can still be reached (American
// Samoa, zip 96799).
export const LIFELINE_UNSUPPORTED_STATES: readonly string[] = DEFAULT_UNSUPPORTED_STATES.filter(
  (state) => !['AK', 'HI', 'PR'].includes(state),
);

/** The states a demo leaves unserved when SANDBOX_UNSUPPORTED_STATES is not set. */
export function defaultUnsupportedStates(program: string | undefined): readonly string[] {
  return program?.trim().toLowerCase() === 'lifeline'
    ? LIFELINE_UNSUPPORTED_STATES
    : DEFAULT_UNSUPPORTED_STATES;
}

export const RESELLER_CODES = {
  validPrefix: 'PARTNER',
  validCodes: ['SANDBOX', 'ACME-REFERRAL'],
  examples: { valid: ['PARTNER1', 'partner-nyc', 'SANDBOX'], invalid: ['NOPE', 'PARTNE'] },
} as const;

// Answered by the eligibility check when a resellerCode is sent that is not valid (the app
// must send only codes it has checked, D4).
export const INVALID_RESELLER_ERROR: ApiError = {
  code: 'INVALID_RESELLER_CODE',
  message: 'The referral code is not valid',
};

export function isValidResellerCode(code: string): boolean {
  const upper = code.trim().toUpperCase();
  if (upper.length === 0) return false;
  return (
    upper.startsWith(RESELLER_CODES.validPrefix) ||
    (RESELLER_CODES.validCodes as readonly string[]).includes(upper)
  );
}

// ---------------------------------------------------------------------------------------------
// Eligibility check

export type LinkTarget = 'verifier' | 'javascript' | 'offsite' | 'userinfo' | 'protocol-relative';

export type EligibilityMatch =
  | { ssn4: string }
  | { tribalId: string }
  | { tribalIdPrefix: string }
  | { unsupportedState: true };

export type EligibilityScenario = {
  match: EligibilityMatch;
  // Answer body fields besides the ids; `status` absent = no application is created.
  status?: string;
  http: number;
  link?: { rel: 'resolution' | 'certification'; target: LinkTarget };
  errors?: ApiError[];
  error?: string;
  message?: string;
  tribalStatusConfirmed?: boolean;
  // PENDING_RESOLUTION's National Verifier failures, and the days the applicant has to resolve
  // them (sent as eligibilityExpirationDate, counted from the check; provider-api.md).
  failures?: VerifierFailure[];
  resolveWithinDays?: number;
  // A body that does not fit the contract's schema, to exercise the app's validation.
  misfitBody?: unknown;
  tests: string;
};

export type VerifierFailure = { code: string; description?: string };

export const DEFAULT_ELIGIBILITY_KEY = '0000';

/** Days a PENDING_RESOLUTION answer gives to resolve (a National Verifier gives about 45). */
export const RESOLVE_WITHIN_DAYS = 45;

// One PENDING_RESOLUTION key per National Verifier failure code (provider-api.md), with the
// verifier's own wording as its description.
const VERIFIER_FAILURE_KEYS: readonly [string, VerifierFailure][] = [
  ['1030', { code: 'TPIV_FAIL_NAME_SSN4', description: 'Name and SSN4 do not match' }],
  ['1031', { code: 'TPIV_FAIL_DOB', description: 'Date of birth could not be verified' }],
  ['1032', { code: 'TPIV_FAIL_IDENTITY_NOT_FOUND', description: 'Identity not found' }],
  ['1033', { code: 'TPIV_FAIL_DECEASED', description: 'Subscriber is listed as deceased' }],
  ['1034', { code: 'AMS_FAIL', description: 'Address could not be validated' }],
  ['1035', { code: 'DUPLICATE_ADDRESS', description: 'Another subscriber uses this address' }],
  ['1036', { code: 'STATE_FED_FAIL', description: 'Program participation not confirmed' }],
  [
    '1037',
    { code: 'DUPLICATE_SUBSCRIBER', description: 'Subscriber already receives the benefit' },
  ],
];

export const TIMEOUT_MESSAGE = 'Endpoint request timed out';

export const ELIGIBILITY_SCENARIOS: readonly EligibilityScenario[] = [
  {
    match: { ssn4: DEFAULT_ELIGIBILITY_KEY },
    status: 'COMPLETE',
    http: 200,
    tribalStatusConfirmed: false,
    tests: 'Qualified: /EnrollStep. Also every key not listed here.',
  },
  {
    match: { ssn4: '1001' },
    status: 'PENDING_RESOLUTION',
    http: 200,
    link: { rel: 'resolution', target: 'verifier' },
    tests: 'Resolution link to the stand-in verifier',
  },
  ...VERIFIER_FAILURE_KEYS.map(
    ([ssn4, failure]): EligibilityScenario => ({
      match: { ssn4 },
      status: 'PENDING_RESOLUTION',
      http: 200,
      link: { rel: 'resolution', target: 'verifier' },
      failures: [failure],
      resolveWithinDays: RESOLVE_WITHIN_DAYS,
      tests: `${failure.code}: its guidance and checklist before the verifier link`,
    }),
  ),
  {
    match: { ssn4: '1038' },
    status: 'PENDING_RESOLUTION',
    http: 200,
    link: { rel: 'resolution', target: 'verifier' },
    failures: [
      { code: 'TPIV_FAIL_DOB', description: 'Date of birth could not be verified' },
      { code: 'AMS_FAIL', description: 'Address could not be validated' },
    ],
    resolveWithinDays: RESOLVE_WITHIN_DAYS,
    tests: 'Two failures: the date and a checklist per failure before the verifier link',
  },
  {
    match: { ssn4: '1002' },
    status: 'PENDING_CONTINUED_ELIGIBILITY',
    http: 200,
    link: { rel: 'resolution', target: 'verifier' },
    tests: 'Resolution link to the stand-in verifier',
  },
  {
    match: { ssn4: '1003' },
    status: 'PENDING_CONTINUED_ELIGIBILITY_BATCH',
    http: 200,
    link: { rel: 'resolution', target: 'verifier' },
    tests: 'Resolution link to the stand-in verifier',
  },
  {
    match: { ssn4: '1004' },
    status: 'PENDING_CERT',
    http: 200,
    link: { rel: 'certification', target: 'verifier' },
    tests: 'Certification link to the stand-in verifier',
  },
  {
    match: { ssn4: '1005' },
    status: 'IN_PROGRESS',
    http: 200,
    tests: '/Reviewing, eligibility check id kept',
  },
  {
    match: { ssn4: '1006' },
    status: 'PENDING_REVIEW',
    http: 200,
    tests: '/Reviewing, eligibility check id kept',
  },
  {
    match: { ssn4: '1007' },
    status: 'APP_CLOSED_OR_EXPIRED',
    http: 200,
    message: 'The application has expired',
    tests: '/Expired?id on the status page',
  },
  {
    match: { ssn4: '1008' },
    status: 'APPLICATION_NOT_FOUND',
    http: 404,
    message: 'Application ID not found',
    tests: '/Rejected (failure page on /ACPEligibilityCheck)',
  },
  {
    match: { ssn4: '1009' },
    status: 'DENIED',
    http: 200,
    errors: [
      { message: 'The applicant could not be verified' },
      { description: 'Proof of identity is required' },
    ],
    tests: 'Unknown status: errors[] messages and descriptions joined with ". "',
  },
  {
    match: { ssn4: '1010' },
    status: 'INELIGIBLE',
    http: 200,
    message: 'The household does not qualify for the program',
    tests: 'Unknown status with only a message',
  },
  {
    match: { ssn4: '1011' },
    status: 'SUCCESSFUL',
    http: 200,
    tests: 'Short legacy flow: /TribalLandsPage',
  },
  {
    match: { ssn4: '1012' },
    status: 'FAILURE',
    http: 200,
    message: 'The applicant is not eligible',
    tests: 'Short legacy flow: /NotVerifedEligiblePage with the message',
  },
  {
    match: { ssn4: '1013' },
    status: 'PENDING_RESOLUTION',
    http: 200,
    link: { rel: 'resolution', target: 'javascript' },
    tests: 'D16: `javascript:alert(1)` link must not be followed',
  },
  {
    match: { ssn4: '1014' },
    status: 'PENDING_RESOLUTION',
    http: 200,
    link: { rel: 'resolution', target: 'offsite' },
    tests: 'D16: `https://evil.example/x` (host not allowed) must not be followed',
  },
  {
    match: { ssn4: '1015' },
    status: 'PENDING_RESOLUTION',
    http: 200,
    link: { rel: 'resolution', target: 'userinfo' },
    tests: 'D16: `https://<app host>@evil.example/x` must not be followed',
  },
  {
    match: { ssn4: '1016' },
    status: 'PENDING_RESOLUTION',
    http: 200,
    link: { rel: 'resolution', target: 'protocol-relative' },
    tests: 'D16: `//evil.example/x` must not be followed',
  },
  {
    match: { ssn4: '1020' },
    http: 200,
    misfitBody: { status: 42, _links: 'not an object' },
    tests: 'A 200 answer that does not fit the schema: clear error, no crash',
  },
  {
    match: { ssn4: '1500' },
    http: 500,
    message: 'The eligibility service is unavailable. Please try again later.',
    tests: 'Server error: the message is shown',
  },
  {
    match: { ssn4: '1504' },
    http: 504,
    message: TIMEOUT_MESSAGE,
    tests: 'D3 time-out: Continue becomes Resubmit',
  },
  {
    match: { tribalId: 'TRIBE-0000' },
    status: 'COMPLETE',
    http: 200,
    tribalStatusConfirmed: true,
    tests:
      'ACP Tribal applicant qualified: UNLIMITED plan (D25); under LIFELINE the home address decides (D54)',
  },
  {
    match: { tribalIdPrefix: 'BAD' },
    http: 400,
    errors: [{ code: 'INVALID_TRIBAL_ID', message: 'The Tribal ID could not be verified' }],
    tests: 'Code in `errors[].code`: toast, back to the tribal step',
  },
  {
    match: { unsupportedState: true },
    http: 400,
    error: 'STATE_NOT_SUPPORTED',
    message: 'We do not provide service in this state yet',
    tests: 'Code in `error`: toast, back to the contact step',
  },
];

// Each program's qualifying program codes, from its profile (issue 17 §4): a check that names
// a program is answered as that program's National Verifier would. One that names none is an
// ACP check, as before (provider-api.md, additions of 2026-11-24).
export type ProgramRule = {
  program: ApiProgram;
  /** The codes that qualify a household, the income route's included. */
  codes: readonly ProgramCode[];
  /** Of those, the codes that count only on qualifying Tribal lands (D36). */
  tribalLandsOnly: readonly ProgramCode[];
};

export const PROGRAM_RULES: readonly ProgramRule[] = PROFILE_IDS.map((id) => {
  const profile = loadProfile(id);
  const listed = profile.qualifyingPrograms.map((entry) => entry.code);
  return {
    program: profile.apiProgram,
    codes: listed.includes(profile.income.code) ? listed : [...listed, profile.income.code],
    tribalLandsOnly: profile.qualifyingPrograms
      .filter((entry) => entry.tribalLandsOnly)
      .map((entry) => entry.code),
  };
});

export const NOT_QUALIFYING_PROGRAM_CODE = 'PROGRAM_NOT_QUALIFYING';

/** The 400's error when `eligibilityProgramCode` is not one of the program's codes; else none. */
export function programCodeRefusal(
  code: string | undefined,
  program: ApiProgram,
): ApiError | undefined {
  const wanted = code?.trim().toUpperCase() ?? '';
  const rule = PROGRAM_RULES.find((row) => row.program === program);
  if (wanted === '' || !rule || (rule.codes as readonly string[]).includes(wanted))
    return undefined;
  return {
    code: NOT_QUALIFYING_PROGRAM_CODE,
    message: `eligibilityProgramCode ${wanted} does not qualify a household for ${program}`,
  };
}

export function findEligibilityScenario(match: EligibilityMatch): EligibilityScenario | undefined {
  const wanted = JSON.stringify(match);
  return ELIGIBILITY_SCENARIOS.find((row) => JSON.stringify(row.match) === wanted);
}

// What the stand-in National Verifier page can do to an application.
export type VerifierOutcome = {
  id: 'approved' | 'pending' | 'denied' | 'expired';
  label: string;
  // Absent: the status stays what it was.
  status?: string;
  errors?: ApiError[];
  message?: string;
};

export const VERIFIER_OUTCOMES: readonly VerifierOutcome[] = [
  { id: 'approved', label: 'Approved: the applicant qualifies', status: 'COMPLETE' },
  { id: 'pending', label: 'Still pending: nothing changes' },
  {
    id: 'denied',
    label: 'Denied: eligibility could not be confirmed',
    status: 'DENIED',
    errors: [
      { message: 'The National Verifier could not confirm eligibility' },
      { description: 'No qualifying program participation was found' },
    ],
  },
  {
    id: 'expired',
    label: 'Expired: the application is closed',
    status: 'APP_CLOSED_OR_EXPIRED',
    message: 'The application has expired',
  },
];

// ---------------------------------------------------------------------------------------------
// Enroll and transfer

export type EnrolmentCall = 'enroll' | 'transfer';

export type EnrolmentAnswer =
  | { kind: 'json'; http: number; body: unknown }
  | { kind: 'redirect'; to: 'handoff' | 'evil' }
  | { kind: 'order'; message?: string };

export type EnrolmentScenario = {
  // The e-mail address's local part, before any `+tag`, case-insensitive.
  localPart: string;
  calls: readonly EnrolmentCall[];
  needsTablet?: boolean;
  // The scenario answers before the application is looked up (any applicationId works),
  // except `order` answers, which need a COMPLETE application like a normal enrolment.
  answer: EnrolmentAnswer;
  tests: string;
};

// The body-code shape of B §8, with the HTTP status repeated in the body as the API does.
export function codesAnswer(http: number, body: BodyCode[], message?: string): EnrolmentAnswer {
  return {
    kind: 'json',
    http,
    body: message === undefined ? { status: http, body } : { status: http, message, body },
  };
}

export const EVIL_REDIRECT_URL = 'https://evil.example/';

export const ENROLMENT_SCENARIOS: readonly EnrolmentScenario[] = [
  {
    localPart: 'duplicate',
    calls: ['enroll'],
    answer: codesAnswer(
      409,
      [['error', 'subscriber', 'DUPLICATE_SUBSCRIBER']],
      'The household is already enrolled in the program',
    ),
    tests: 'DUPLICATE code: /TransferAcpPlan (the transfer then succeeds)',
  },
  {
    localPart: 'notransfer',
    calls: ['transfer'],
    answer: codesAnswer(
      400,
      [['error', 'applicationId', 'INELIGIBLE_FOR_TRANSFER']],
      'Current application ID is not eligible for transfer',
    ),
    tests: '/Failure',
  },
  {
    localPart: 'nodevice',
    calls: ['enroll'],
    needsTablet: true,
    answer: codesAnswer(
      400,
      [['error', 'deviceId', 'CANNOT_UPDATE_DEVICE']],
      'The tablet cannot be added to this enrolment',
    ),
    tests: '/EnrollStep?code=CANNOT_UPDATE_DEVICE (without a tablet: normal enrolment)',
  },
  {
    localPart: 'notfound',
    calls: ['enroll', 'transfer'],
    answer: codesAnswer(
      404,
      [['error', 'applicationId', 'APPLICATION_NOT_FOUND']],
      'Application ID not found',
    ),
    tests: '/EnrolmentFailure',
  },
  {
    localPart: 'invalidapp',
    calls: ['enroll', 'transfer'],
    answer: codesAnswer(
      400,
      [['error', 'applicationId', 'INVALID_APPLICATION_ID']],
      'The application ID is not valid',
    ),
    tests: '/EnrolmentFailure',
  },
  {
    localPart: 'fielderrors',
    calls: ['enroll', 'transfer'],
    answer: codesAnswer(400, [
      ['error', 'shippingZipcode', 'INVALID_ZIP'],
      ['error', 'dob', 'INVALID_DOB'],
    ]),
    tests: 'Other codes shown as `shippingZipcode: INVALID_ZIP; dob: INVALID_DOB`',
  },
  {
    localPart: 'redirect',
    calls: ['enroll', 'transfer'],
    answer: { kind: 'redirect', to: 'handoff' },
    tests: '`url` on the same origin (stand-in hand-off page): followed',
  },
  {
    localPart: 'evilredirect',
    calls: ['enroll', 'transfer'],
    answer: { kind: 'redirect', to: 'evil' },
    tests: `D16: \`url\` ${EVIL_REDIRECT_URL} must not be followed`,
  },
  {
    localPart: 'denied',
    calls: ['enroll', 'transfer'],
    answer: { kind: 'json', http: 403, body: 'Access is denied' },
    tests: 'Bare JSON string: "HTTP Status 403 - Access is denied"',
  },
  {
    localPart: 'timeout',
    calls: ['enroll', 'transfer'],
    answer: { kind: 'json', http: 504, body: { message: TIMEOUT_MESSAGE } },
    tests: 'D3 time-out: Enroll/Transfer becomes Resubmit',
  },
  {
    localPart: 'error',
    calls: ['enroll', 'transfer'],
    answer: {
      kind: 'json',
      http: 500,
      body: { status: 500, message: 'The enrolment service failed. Please try again later.' },
    },
    tests: 'Server error: the message is toasted',
  },
  {
    localPart: 'tabletrejected',
    calls: ['enroll'],
    needsTablet: true,
    answer: {
      kind: 'order',
      message:
        'Enrollment is successful, but the tablet was not approved. The 10.01 USD tablet cost has been returned.',
    },
    tests: 'Order plus the tablet rejection text (without a tablet: normal enrolment)',
  },
];

export function enrolmentScenarioFor(
  email: string,
  call: EnrolmentCall,
  withTablet: boolean,
): EnrolmentScenario | undefined {
  const localPart = (email.split('@')[0] ?? '').split('+')[0]?.toLowerCase() ?? '';
  return ENROLMENT_SCENARIOS.find(
    (row) =>
      row.localPart === localPart &&
      row.calls.includes(call) &&
      (row.needsTablet !== true || withTablet),
  );
}

// Answers that depend on what the database holds rather than on a magic input.
export const ENROLMENT_RULES = {
  applicationNotFound: {
    when: 'applicationId unknown',
    http: 404,
    body: [['error', 'applicationId', 'APPLICATION_NOT_FOUND']] as BodyCode[],
    message: 'Application ID not found',
  },
  applicationNotComplete: {
    when: 'application status is not COMPLETE (or SUCCESSFUL, the short form’s word for it)',
    http: 400,
    body: [['error', 'applicationId', 'INVALID_APPLICATION_ID']] as BodyCode[],
    message: 'The application is not approved for enrolment',
  },
  applicationMismatch: {
    when: 'enroll or transfer: firstName, lastName or dob differ from the application’s (case, accents, spacing and look-alike letters ignored), or `program` does (no program: ACP); `errors[].field` is `applicationId` for the person (which of them is not said), `program` for the program',
    http: 400,
    body: [['error', 'applicationId', 'APPLICATION_MISMATCH']] as BodyCode[],
    message: 'The enrolment does not match the application it names',
  },
  duplicateEnrolment: {
    when: 'enroll: the person is already enrolled (the same applicationId, or the same name, date of birth and SSN digits or Tribal ID as the check was made with, at any address, D53); for an ACP enrolment also a home that already has the benefit (below), unless `iehFlag: "1"` certifies a separate household (D44)',
    http: 409,
    body: [['error', 'subscriber', 'DUPLICATE_SUBSCRIBER']] as BodyCode[],
    message: 'The household is already enrolled in the program',
  },
  duplicateAddress: {
    when: 'LIFELINE enroll or transfer: another person already has the benefit at this home address (`primary*`, else the address the check named; never the shipping address), compared as Publication 28 writes it (below), unless `iehFlag: "1"` certifies a separate household (D53: the app asks the household worksheet)',
    http: 409,
    body: [['error', 'primaryAddress1', 'DUPLICATE_ADDRESS']] as BodyCode[],
    message: 'A household at this home address already receives the benefit',
  },
  alreadyOurSubscriber: {
    when: 'transfer: the person is already a subscriber of this provider (same rules as above); for an ACP transfer also a home that already has the benefit',
    http: 400,
    body: [['error', 'applicationId', 'INELIGIBLE_FOR_TRANSFER']] as BodyCode[],
    message: 'The household is already a subscriber of this provider',
  },
  unknownDevice: {
    when: 'deviceId not in the devices table',
    http: 400,
    body: [['error', 'deviceId', 'DEVICE_NOT_FOUND']] as BodyCode[],
    message: 'The requested device does not exist',
  },
  deviceNotInProgram: {
    when: 'deviceId belongs to the other program (`TAB-1001` is the ACP’s tablet, `PHN-2001` the Lifeline carrier’s phone): the applicant may enrol without it',
    http: 400,
    body: [['error', 'deviceId', 'CANNOT_UPDATE_DEVICE']] as BodyCode[],
    message: 'Device <deviceId> is not offered under <program>: enrol without it',
  },
  invalidResellerCode: {
    when: 'resellerCode sent but not valid',
    http: 400,
    body: [['error', 'resellerCode', 'INVALID_RESELLER_CODE']] as BodyCode[],
    message: 'The referral code is not valid',
  },
  idempotencyKeyReused: {
    when: 'Idempotency-Key already used on this call with a different request',
    http: 422,
    body: [['error', 'Idempotency-Key', 'IDEMPOTENCY_KEY_REUSED']] as BodyCode[],
    message: 'This Idempotency-Key was already used with a different request',
  },
  applicationLocked: {
    when: 'enroll or transfer: the application took 5 tries that did not match it (`APPLICATION_MISMATCH`); the fifth and every later one, the right details too (also as `errors[].code`)',
    http: 423,
    body: [['error', 'applicationId', 'APPLICATION_LOCKED']] as BodyCode[],
    message: 'This application is locked after too many enrolments that did not match it',
  },
} as const;

// ---------------------------------------------------------------------------------------------
// Contact webhook

// The subject comes from a fixed list in the app, so a message of exactly "fail" works too.
export const CONTACT_FAILURE_TRIGGER = /^(subject|message):\s*fail\s*$/im;
export const CONTACT_FAILURE_MESSAGE =
  'The message could not be delivered. Please try again later.';

// ---------------------------------------------------------------------------------------------
// Fault switches

export const FAULTS = {
  timeout: `HTTP 504 \`{"message":"${TIMEOUT_MESSAGE}"}\` without running the call`,
  '500': 'HTTP 500 `{"message":"Internal Server Error"}` without running the call',
  malformed: 'HTTP 200 with a truncated JSON body',
  string: 'HTTP 200 with the bare JSON string `"Access is denied"`',
  lost: 'The call runs (and is stored), then the answer is replaced by the 504 time-out: a retry with the same Idempotency-Key gets the stored answer',
} as const;

export type FaultName = keyof typeof FAULTS;
export const FAULT_NAMES = Object.keys(FAULTS) as FaultName[];
