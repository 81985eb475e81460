// What each request a path sends must carry, read from the path's own record of what it played
// (the answers it typed, in order, and the answers the provider gave it), never from the app's
// request builders (issue 36, D51): the eligibility check, the short form's check, the
// enrolment and the transfer each carry the answers last given, under the build's program's
// rules (issue 37: the home address and second lines, D52; the Tribal benefit as the check's
// answer confirmed it, D54; a transfer with the enrolment's program fields, D55; the signed
// record, D56; the household size, D59). Both runners check every request against it: Vitest
// with the body the call would send, the browser with the body the sandbox receives. Plain
// TypeScript.
import { createHash } from 'node:crypto';
import { loadProfile } from '../../profiles/load-profile';
import type { ProfileId } from '../../profiles/schema';
import { settingsModule } from '../support/settings-module';
import type { ModelEvent } from './enrolment-model';

type Fields = Record<string, string>;
type Answer = Record<string, unknown>;

/**
 * What a request must carry: `fields` each with its value; `ifSent` with this value when it is
 * there at all (the benefit qualifying person's, sent only while the number typed is at hand,
 * D14); `absent` never; `matching` in this form (a date the app's clock gives).
 */
export interface Expected {
  fields: Fields;
  ifSent: Fields;
  absent: string[];
  matching: Record<string, RegExp>;
}

/** The program's rules the requests follow (its profile's data, not the app's builders). */
function programOf(program: ProfileId) {
  const settings = settingsModule(program);
  return { api: settings.apiProgram, rules: settings.programRules };
}

/** A §3's yes and no. */
const YES = '1';

/** The calls whose request carries the answers. */
export const CHECKED_CALLS = [
  'checkEligibility',
  'checkLegacyEligibility',
  'enrol',
  'transfer',
] as const;
export type CheckedCall = (typeof CHECKED_CALLS)[number];

/** An enrolment's or a transfer's outcome, or undefined for another event. */
function outcomeOf(event: ModelEvent): string | undefined {
  if (!/^xstate\.done\.actor\.(enrol|transfer)$/.test(event.type)) return undefined;
  return (event as { output?: { outcome?: string } }).output?.outcome;
}

/** An enrolment or transfer answer that clears the flow (B §4, §8): the answers are gone. */
function clears(event: ModelEvent): boolean {
  if (
    event.type === 'restart.confirmed' ||
    event.type === 'session.expired' ||
    // D57: the next applicant, the idle wipe and the end of a shift wipe the applicant's data.
    event.type === 'applicant.next' ||
    event.type === 'applicant.idle' ||
    event.type === 'shift.ended'
  ) {
    return true;
  }
  return ['order', 'redirect', 'applicationNotFound', 'ineligibleForTransfer'].includes(
    outcomeOf(event) ?? '',
  );
}

/** The answers last given, by what gave them, since the flow was last cleared. */
export function answersOf(record: readonly ModelEvent[]) {
  const steps: Record<string, Answer> = {};
  const legacy: Record<string, Answer> = {};
  let details: Answer | null = null;
  let agreement: Answer | null = null;
  for (const event of record) {
    if (clears(event)) {
      for (const key of Object.keys(steps)) delete steps[key];
      for (const key of Object.keys(legacy)) delete legacy[key];
      details = null;
      agreement = null;
      continue;
    }
    const step = /^(\w+)\.submitted$/.exec(event.type)?.[1];
    const payload = event as unknown as Record<string, unknown>;
    if (step && 'answer' in payload) steps[step] = payload.answer as Answer;
    if (event.type === 'address.submitted') details = payload.details as Answer;
    if (event.type === 'agreement.submitted') agreement = payload.agreement as Answer;
    const part = /^legacy\.(\w+)\.submitted$/.exec(event.type)?.[1];
    if (part) {
      const key = Object.keys(payload).find((name) => name !== 'type' && name !== 'ssn4');
      if (key) legacy[key] = payload[key] as Answer;
    }
    // Typed again after a reload (D14): the secrets go back into their answers.
    if (event.type === 'review.confirmed' || event.type === 'agreement.submitted') {
      for (const secret of ['ssn4', 'tribalId', 'bqpSsn4', 'bqpTribalId']) {
        const value = payload[secret];
        if (typeof value !== 'string' || !value) continue;
        for (const answer of Object.values(steps)) if (secret in answer) answer[secret] = value;
      }
    }
  }
  return { steps, legacy, details, agreement };
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
const usDate = (iso: string) => {
  const [year = '', month = '', day = ''] = iso.split('-');
  return iso ? `${month}/${day}/${year}` : '';
};

/** A §7: the application's answers as the eligibility check carries them. */
function checkFields(steps: Record<string, Answer>, program: ProfileId): Fields {
  const p = steps.personalInfo ?? {};
  const c = steps.contactInfo ?? {};
  const h = steps.household ?? {};
  const q = steps.qualification ?? {};
  const t = steps.tribalStatus ?? {};
  const fields: Fields = {
    firstName: text(p.firstName).trim(),
    lastName: text(p.lastName).trim(),
    dob: text(p.dob),
    language: text(p.language),
    address: text(c.address).trim(),
    city: text(c.city).trim(),
    state: text(c.state),
    zipCode: text(c.zipCode).trim(),
    // A mailing address that is the home address is sent as a copy of it (A §2).
    contactAddress: text(c.mailingSameAsHome ? c.address : c.contactAddress).trim(),
    contactZipCode: text(c.mailingSameAsHome ? c.zipCode : c.contactZipCode).trim(),
    contactEmail: text(c.contactEmail).trim(),
    contactPhoneNumber: text(c.contactPhoneNumber).trim(),
    consentInd: c.consent === true ? 'Y' : 'N',
    optionAdult: text(h.optionAdult),
    MK1: text(h.MK1).trim(),
    MK2: text(h.MK2).trim(),
    eligibilityProgramCode: text(q.eligibilityProgramCode),
  };
  if (text(p.middleName).trim()) fields.middleName = text(p.middleName).trim();
  if (text(q.publicHousingCode)) fields.publicHousingCode = text(q.publicHousingCode);
  // D40: the number chosen; A §4: the Tribal number with the box ticked.
  if (p.idType === 'tribalId') fields.tribalId = text(p.tribalId).trim();
  else if (t.checkTribal === true && typeof t.tribalId === 'string' && t.tribalId)
    fields.tribalId = t.tribalId.trim();
  else fields.ssn4 = text(p.ssn4).trim();
  if (q.qualifyingPerson === 'dependent') {
    fields.bqpFirstName = text(q.bqpFirstName).trim();
    fields.bqpLastName = text(q.bqpLastName).trim();
    fields.bqpDob = text(q.bqpDob);
  }
  // D52: the home's second line, and a Puerto Rico home's urbanization, where they are asked.
  if (programOf(program).rules.contact.homeAddressLines) {
    fields.primaryAddress2 = text(c.address2).trim();
    if (c.state === 'PR' && text(c.urbanization).trim())
      fields.primaryUrbanizationCode = text(c.urbanization).trim();
  }
  return fields;
}

/** B §7: the short form's answers as its check carries them. */
function legacyCheckFields(legacy: Record<string, Answer>): Fields {
  const home = legacy.homeAddress ?? {};
  const personal = legacy.personal ?? {};
  const contact = legacy.contact ?? {};
  const program = legacy.program ?? {};
  return {
    firstName: text(personal.firstName).trim(),
    lastName: text(personal.lastName).trim(),
    dob: text(personal.dob),
    address: text(home.address).trim(),
    zipCode: text(home.zipCode).trim(),
    contactEmail: text(contact.contactEmail).trim(),
    ...(program.inProgram === true
      ? { eligibilityProgramCode: text(program.eligibilityProgramCode) }
      : {}),
  };
}

/** D54: whether the provider's last answer about the application confirmed Tribal lands. */
function confirmedTribalLands(record: readonly ModelEvent[]): boolean {
  let confirmed = false;
  for (const event of record) {
    if (clears(event)) confirmed = false;
    // D53: an enrolment refused for the home sets the check aside.
    if (outcomeOf(event) === 'duplicateAddress') confirmed = false;
    const answer =
      /^xstate\.done\.actor\.(checkEligibility|checkStatus|checkLegacyEligibility)$/.test(
        event.type,
      )
        ? (event as { output?: { tribalStatusConfirmed?: boolean } }).output
        : undefined;
    if (answer?.tribalStatusConfirmed !== undefined) confirmed = answer.tribalStatusConfirmed;
  }
  return confirmed;
}

/**
 * A §4, D26, D51: the person and the shipping address an enrolment carries: /ConfirmAddress's
 * answer, else the application's (shipped to its mailing address), else the short form's; under
 * the rules of D52 the home address beside it, and every program field, the same on a transfer
 * (D55).
 */
function enrolmentFields(record: readonly ModelEvent[], program: ProfileId): Expected {
  const { steps, legacy, details } = answersOf(record);
  const { api, rules } = programOf(program);
  const fields: Fields = {};
  const expected: Expected = { fields, ifSent: {}, absent: [], matching: {} };
  const c = steps.contactInfo;
  const lines = rules.contact.homeAddressLines;
  if (details) {
    Object.assign(fields, {
      firstName: text(details.firstName).trim(),
      lastName: text(details.lastName).trim(),
      dob: usDate(text(details.dob)),
      emailAddress: text(details.emailAddress).trim(),
      contactPhoneNumber: text(details.contactPhoneNumber).trim(),
      shippingAddress1: text(details.shippingAddress1).trim(),
      shippingAddress2: text(details.shippingAddress2).trim(),
      shippingZipcode: text(details.shippingZipcode).trim(),
    });
    // D52: the middle name /ConfirmAddress asks where the rules do.
    if (text(details.middleName).trim()) fields.middleName = text(details.middleName).trim();
  } else if (steps.personalInfo && c) {
    const p = steps.personalInfo;
    Object.assign(fields, {
      firstName: text(p.firstName).trim(),
      lastName: text(p.lastName).trim(),
      dob: usDate(text(p.dob)),
      emailAddress: text(c.contactEmail).trim(),
      contactPhoneNumber: text(c.contactPhoneNumber).trim(),
      shippingAddress1: text(c.mailingSameAsHome ? c.address : c.contactAddress).trim(),
      // D52: the mailing address's second line (the home's, when it is the same); none asked
      // under A §3's rules.
      shippingAddress2: lines
        ? text(c.mailingSameAsHome ? c.address2 : c.contactAddress2).trim()
        : '',
      shippingZipcode: text(c.mailingSameAsHome ? c.zipCode : c.contactZipCode).trim(),
    });
    if (text(p.middleName).trim()) fields.middleName = text(p.middleName).trim();
  } else if (legacy.personal && legacy.homeAddress && legacy.contact) {
    const home = legacy.homeAddress;
    Object.assign(fields, {
      firstName: text(legacy.personal.firstName).trim(),
      lastName: text(legacy.personal.lastName).trim(),
      dob: usDate(text(legacy.personal.dob)),
      emailAddress: text(legacy.contact.contactEmail).trim(),
      shippingAddress1: text(home.mailingDiffers ? home.contactAddress : home.address).trim(),
    });
  }
  // D52: the home address as NLAD names it, where the rules send it; never under A §3's.
  const homeFields = [
    'primaryAddress1',
    'primaryAddress2',
    'primaryCity',
    'primaryState',
    'primaryZipCode',
    'primaryUrbanizationCode',
  ];
  if (lines && c) {
    Object.assign(fields, {
      primaryAddress1: text(c.address).trim(),
      primaryAddress2: text(c.address2).trim(),
      primaryCity: text(c.city).trim(),
      primaryState: text(c.state),
      primaryZipCode: text(c.zipCode).trim(),
    });
    if (c.state === 'PR' && text(c.urbanization).trim())
      fields.primaryUrbanizationCode = text(c.urbanization).trim();
    else expected.absent.push('primaryUrbanizationCode');
  } else expected.absent.push(...homeFields);
  // D43: whether the home address is temporary, where it was asked.
  if (c && typeof c.temporaryAddress === 'string') {
    fields.primaryPermanentAddressFlag = c.temporaryAddress === YES ? '0' : '1';
  }
  // D44: a separate household certified with its initials, dated the day of its check.
  const household = steps.household;
  if (household && household.optionAdult === YES && household.sharesMoney === '2') {
    fields.iehFlag = '1';
    expected.matching.iehCertificationDate = /^\d{2}\/\d{2}\/\d{4}$/;
  } else expected.absent.push('iehFlag', 'iehCertificationDate');
  // D54: the Tribal benefit as the check's answer confirmed it where the rules need that; the
  // applicant's word, or the answer's, under D25. Lifeline's field name on both calls (D55).
  const said = steps.tribalStatus?.checkTribal === true;
  const confirmed = confirmedTribalLands(record);
  const tribal = confirmed || (!rules.identity.tribalBenefitNeedsConfirmation && said) ? '1' : '0';
  if (api === 'LIFELINE') {
    fields.tribalBenefitFlag = tribal;
    expected.absent.push('ebbpTribalBenefitFlag');
  } else {
    fields.ebbpTribalBenefitFlag = tribal;
    expected.absent.push('tribalBenefitFlag');
  }
  fields.program = api;
  // D41, D55: the benefit qualifying person, dated as `dob` is (MM/DD/YYYY).
  const q = steps.qualification;
  if (q?.qualifyingPerson === 'dependent') {
    Object.assign(expected.ifSent, {
      bqpFirstName: text(q.bqpFirstName).trim(),
      bqpLastName: text(q.bqpLastName).trim(),
      bqpDob: usDate(text(q.bqpDob)),
    });
  } else expected.absent.push('bqpFirstName', 'bqpLastName', 'bqpDob');
  return expected;
}

/** D59: the household size the income route was judged on (adults and children), else none. */
function householdSize(steps: Record<string, Answer>): number | undefined {
  const income = steps.qualification?.income as Answer | null | undefined;
  return income ? Number(income.adults) + Number(income.children) : undefined;
}

const SIGNED_AT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?([+-]\d\d:\d\d|Z)$/;

/**
 * D56: where the record the check carries differs from the agreement last signed, under the
 * profile's own statements (the demo carriers show its summary): its ids in order with the
 * initials typed under each, the signature, the language and wording, when it was signed (an
 * ISO 8601 time with its offset: the page's clock, so only its form), and the digest of the
 * statements' texts in that language, computed here from the profile, not by the app's code.
 */
function agreementMismatches(
  sent: unknown,
  agreement: Answer | null,
  program: ProfileId,
): string[] {
  const profile = loadProfile(program);
  if (!profile.signing.keepsRecord) {
    return sent === undefined
      ? []
      : [`checkEligibility sent agreement ${JSON.stringify(sent)}, the profile keeps no record`];
  }
  const language = agreement?.language === 'es' ? 'es' : 'en';
  const initials = (agreement?.initials ?? []) as unknown[];
  const expected = {
    language: agreement?.language,
    wording: agreement?.wording,
    wordingDigest: createHash('sha256')
      .update(profile.certifications.map((statement) => statement[language]).join('\n'))
      .digest('hex'),
    statements: profile.certifications.map(({ id }, index) => ({
      id,
      initials: text(initials[index]).trim(),
    })),
    signature: text(agreement?.signature).trim(),
  };
  const record = (sent ?? {}) as Record<string, unknown>;
  const wrong = Object.entries(expected)
    .filter(([key, value]) => JSON.stringify(record[key]) !== JSON.stringify(value))
    .map(
      ([key, value]) =>
        `checkEligibility sent agreement.${key} ${JSON.stringify(record[key])}, the agreement last signed says ${JSON.stringify(value)}`,
    );
  if (!SIGNED_AT.test(text(record.signedAt))) {
    wrong.push(
      `checkEligibility sent agreement.signedAt ${JSON.stringify(record.signedAt)}, not an ISO 8601 time with its offset`,
    );
  }
  return wrong;
}

/**
 * D57: the representative whose shift the record is in: the ID the provider registered when
 * the shift started, until it ended (End shift, or the start address opened again); '' for none.
 */
export function representativeOf(record: readonly ModelEvent[]): string {
  let representative = '';
  for (const event of record) {
    if (event.type === 'xstate.done.actor.verifyRepresentative') {
      representative = String((event as { output?: { repId?: string } }).output?.repId ?? '');
    }
    const startOpened = event.type === 'route.visited' && event.path === '/Representative';
    if (event.type === 'shift.ended' || startOpened) representative = '';
  }
  return representative;
}

/**
 * D57: every check, enrolment and transfer says who assisted: `repId` in a shift, else
 * `repNotAssisted: "1"`, and never the other.
 */
function withRepresentative(expected: Expected, record: readonly ModelEvent[]): Expected {
  const repId = representativeOf(record);
  return {
    ...expected,
    fields: { ...expected.fields, ...(repId ? { repId } : { repNotAssisted: YES }) },
    absent: [...expected.absent, repId ? 'repNotAssisted' : 'repId'],
  };
}

/** What `call` must carry under `program`'s rules, as the path's record gives it. */
export function expectedFields(
  call: CheckedCall,
  record: readonly ModelEvent[],
  program: ProfileId = 'acp',
): Expected {
  const answers = answersOf(record);
  const only = (fields: Fields): Expected => ({ fields, ifSent: {}, absent: [], matching: {} });
  if (call === 'checkEligibility') {
    return withRepresentative(only(checkFields(answers.steps, program)), record);
  }
  if (call === 'checkLegacyEligibility') {
    return withRepresentative(only(legacyCheckFields(answers.legacy)), record);
  }
  return withRepresentative(enrolmentFields(record, program), record);
}

/**
 * Where `body`, the request `call` sent, differs from the path's record: one line per field,
 * empty when it carries the answers last given. `program` is the build's profile, whose rules
 * say what the check records (D56); `ignore` names fields a runner changed on purpose (the SSN
 * digits that choose the sandbox's answer).
 */
export function requestMismatches(
  call: CheckedCall,
  body: Readonly<Record<string, unknown>>,
  record: readonly ModelEvent[],
  program: ProfileId = 'acp',
  ignore: readonly string[] = [],
): string[] {
  const expected = expectedFields(call, record, program);
  const checked = (field: string) => !ignore.includes(field);
  const said = (field: string, value: unknown) =>
    `${call} sent ${field} ${JSON.stringify(body[field])}, the answers last given say ${JSON.stringify(value)}`;
  const wrong = [
    ...Object.entries(expected.fields)
      .filter(([field, value]) => checked(field) && text(body[field]) !== value)
      .map(([field, value]) => said(field, value)),
    ...Object.entries(expected.ifSent)
      .filter(([field, value]) => checked(field) && field in body && text(body[field]) !== value)
      .map(([field, value]) => said(field, value)),
    ...expected.absent
      .filter((field) => checked(field) && field in body)
      .map((field) => `${call} sent ${field} ${JSON.stringify(body[field])}, which it must not`),
    ...Object.entries(expected.matching)
      .filter(([field, form]) => checked(field) && !form.test(text(body[field])))
      .map(
        ([field, form]) => `${call} sent ${field} ${JSON.stringify(body[field])}, not as ${form}`,
      ),
  ];
  if (call !== 'checkEligibility') return wrong;
  const answers = answersOf(record);
  const size = householdSize(answers.steps);
  // A number, not text: the provider reads it as one (provider-api.md, 2026-11-28).
  if (body.householdSize !== size) {
    wrong.push(
      `checkEligibility sent householdSize ${JSON.stringify(body.householdSize)}, the answers last given say ${JSON.stringify(size)}`,
    );
  }
  return [...wrong, ...agreementMismatches(body.agreement, answers.agreement, program)];
}
