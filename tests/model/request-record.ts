// What each request a path sends must carry, read from the path's own record of what it played
// (the answers it typed, in order), never from the app's request builders (issue 36, D51): the
// eligibility check, the short form's check, the enrolment and the transfer each carry the
// answers last given. Both runners check every request against it: Vitest with the body the
// call would send, the browser with the body the sandbox receives. Plain TypeScript.
import type { ModelEvent } from './enrolment-model';

type Fields = Record<string, string>;
type Answer = Record<string, unknown>;

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
  const done = /^xstate\.done\.actor\.(enrol|transfer)$/.test(event.type);
  const outcome = (event as { output?: { outcome?: string } }).output?.outcome;
  return (
    done &&
    ['order', 'redirect', 'applicationNotFound', 'ineligibleForTransfer'].includes(outcome ?? '')
  );
}

/** The answers last given, by what gave them, since the flow was last cleared. */
export function answersOf(record: readonly ModelEvent[]) {
  const steps: Record<string, Answer> = {};
  const legacy: Record<string, Answer> = {};
  let details: Answer | null = null;
  for (const event of record) {
    if (clears(event)) {
      for (const key of Object.keys(steps)) delete steps[key];
      for (const key of Object.keys(legacy)) delete legacy[key];
      details = null;
      continue;
    }
    const step = /^(\w+)\.submitted$/.exec(event.type)?.[1];
    const payload = event as unknown as Record<string, unknown>;
    if (step && 'answer' in payload) steps[step] = payload.answer as Answer;
    if (event.type === 'address.submitted') details = payload.details as Answer;
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
  return { steps, legacy, details };
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
const usDate = (iso: string) => {
  const [year = '', month = '', day = ''] = iso.split('-');
  return iso ? `${month}/${day}/${year}` : '';
};

/** A §7: the application's answers as the eligibility check carries them. */
function checkFields(steps: Record<string, Answer>): Fields {
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

/**
 * A §4, D26, D51: the person and the shipping address an enrolment carries: /ConfirmAddress's
 * answer, else the application's (shipped to its mailing address), else the short form's.
 */
function enrolmentFields({ steps, legacy, details }: ReturnType<typeof answersOf>): Fields {
  const fields: Fields = {};
  if (details) {
    Object.assign(fields, {
      firstName: text(details.firstName).trim(),
      lastName: text(details.lastName).trim(),
      dob: usDate(text(details.dob)),
      emailAddress: text(details.emailAddress).trim(),
      contactPhoneNumber: text(details.contactPhoneNumber).trim(),
      shippingAddress1: text(details.shippingAddress1).trim(),
      shippingZipcode: text(details.shippingZipcode).trim(),
    });
  } else if (steps.personalInfo && steps.contactInfo) {
    const p = steps.personalInfo;
    const c = steps.contactInfo;
    Object.assign(fields, {
      firstName: text(p.firstName).trim(),
      lastName: text(p.lastName).trim(),
      dob: usDate(text(p.dob)),
      emailAddress: text(c.contactEmail).trim(),
      contactPhoneNumber: text(c.contactPhoneNumber).trim(),
      shippingAddress1: text(c.mailingSameAsHome ? c.address : c.contactAddress).trim(),
      shippingZipcode: text(c.mailingSameAsHome ? c.zipCode : c.contactZipCode).trim(),
    });
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
  const contact = steps.contactInfo;
  // D43: whether the home address is temporary, where it was asked.
  if (contact && typeof contact.temporaryAddress === 'string') {
    fields.primaryPermanentAddressFlag = contact.temporaryAddress === YES ? '0' : '1';
  }
  // D44: a separate household certified with its initials.
  const household = steps.household;
  if (household && household.optionAdult === YES && household.sharesMoney === '2') {
    fields.iehFlag = '1';
  }
  return fields;
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
 * `repNotAssisted: "1"`, and never the other (an empty expected value is a field not sent).
 */
function representativeFields(record: readonly ModelEvent[]): Fields {
  const repId = representativeOf(record);
  return repId ? { repId, repNotAssisted: '' } : { repId: '', repNotAssisted: YES };
}

/** The fields `call` must carry, as the path's record gives them. */
export function expectedFields(call: CheckedCall, record: readonly ModelEvent[]): Fields {
  const answers = answersOf(record);
  const representative = representativeFields(record);
  if (call === 'checkEligibility') return { ...checkFields(answers.steps), ...representative };
  if (call === 'checkLegacyEligibility') {
    return { ...legacyCheckFields(answers.legacy), ...representative };
  }
  return { ...enrolmentFields(answers), ...representative };
}

/**
 * Where `body`, the request `call` sent, differs from the path's record: one line per field,
 * empty when it carries the answers last given. `ignore` names fields a runner changed on
 * purpose (the SSN digits that choose the sandbox's answer).
 */
export function requestMismatches(
  call: CheckedCall,
  body: Readonly<Record<string, unknown>>,
  record: readonly ModelEvent[],
  ignore: readonly string[] = [],
): string[] {
  const expected = expectedFields(call, record);
  return Object.entries(expected)
    .filter(([field]) => !ignore.includes(field))
    .filter(([field, value]) => text(body[field]) !== value)
    .map(
      ([field, value]) =>
        `${call} sent ${field} ${JSON.stringify(body[field])}, the answers last given say ${JSON.stringify(value)}`,
    );
}
