// What a person does on the page for each event of the machine, written once as data: the
// fields to type into, the options to choose, the boxes to tick and the button to press, all
// taken from the event's payload (change a fixture and what is typed changes with it). Three
// adapters play the same list: Playwright in the browser (e2e/playwright-adapter.ts), the
// keyboard alone (e2e/keyboard-adapter.ts) and the DevTools protocol, for the heap figure
// (scripts/cdp-adapter.ts). Plain TypeScript: nothing here may import a test runner.
import type { EnrolmentEvent } from '../../machines/enrolment.machine';
import { DEFAULT_PROGRAM_RULES, type ProgramRules } from '../../machines/program-rules';
import { contactInfoFields } from '../../machines/steps/contact-info';
import { householdFields } from '../../machines/steps/household';
import { legacyContactFields } from '../../machines/steps/legacy-contact';
import { legacyHomeAddressFields } from '../../machines/steps/legacy-home-address';
import { legacyIdentityPageFields } from '../../machines/steps/legacy-identity-page';
import { legacyPersonalFields } from '../../machines/steps/legacy-personal';
import { legacyProgramFields } from '../../machines/steps/legacy-program';
import { legacyQuestionFields } from '../../machines/steps/legacy-question';
import { personalInfoFields } from '../../machines/steps/personal-info';
import { qualificationFields } from '../../machines/steps/qualification';
import { shippingDetailsFields } from '../../machines/steps/shipping-details';
import { tribalStatusFields } from '../../machines/steps/tribal-status';
import { zipCodeFields } from '../../machines/steps/zip-code';
import { listFills } from './list-fills';

/** A control by its id, or a radio button by its group's name and its value. */
export type Control = { id: string } | { name: string; value: string };

export type FormAction =
  /**
   * Type `text` into a text field (empty: clear it). `when` leaves the field alone unless it
   * is on the page (`shown`: the digits a reload forgot are asked again) or still empty.
   */
  | { do: 'type'; field: Control; text: string; when?: 'shown' | 'empty' }
  /** Choose the option whose value is `option` in a native select. */
  | { do: 'select'; field: Control; option: string }
  /** Leave a checkbox ticked or not. */
  | { do: 'tick'; field: Control; checked: boolean }
  /** Choose a radio button. */
  | { do: 'choose'; field: Control }
  /** Attach a file to a file input. */
  | { do: 'attach'; field: Control; file: { name: string; type: string; bytes: number[] } }
  /** Press the one button whose accessible name is one of `names` (or starts with it). */
  | { do: 'press'; names: readonly string[]; startsWith?: boolean };

/** Events a person causes on a form; the rest are the address bar, the clock or the API. */
export type FormEvent = Exclude<
  EnrolmentEvent,
  { type: 'route.visited' | 'session.expired' | 'applicant.idle' }
>;
type Of<T extends FormEvent['type']> = Extract<FormEvent, { type: T }>;

/** The selector a control has in the DOM (document.querySelector and Playwright alike). */
export function selectorOf(control: Control): string {
  return 'id' in control
    ? `#${control.id}`
    : `input[name="${control.name}"][value="${control.value}"]`;
}

/** The button's accessible name as a pattern, with `words` giving the names on show. */
export function buttonPattern(
  press: Extract<FormAction, { do: 'press' }>,
  words: Record<string, string> = {},
): RegExp {
  const shown = press.names.map((name) => {
    if (Object.keys(words).length === 0) return name;
    const word = words[name];
    if (word === undefined) throw new Error(`No words given for the button "${name}"`);
    return word;
  });
  const escaped = shown.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^(?:${escaped.join('|')})${press.startsWith ? '' : '$'}`);
}

const id = (value: string): Control => ({ id: value });
const type = (field: string, text: string, when?: 'shown' | 'empty'): FormAction =>
  when ? { do: 'type', field: id(field), text, when } : { do: 'type', field: id(field), text };
const select = (field: string, option: string): FormAction => ({
  do: 'select',
  field: id(field),
  option,
});
const tick = (field: string, checked: boolean): FormAction => ({
  do: 'tick',
  field: id(field),
  checked,
});
const choose = (field: Control): FormAction => ({ do: 'choose', field });
const press = (...names: string[]): FormAction => ({ do: 'press', names });
const pressStartingWith = (name: string): FormAction => ({
  do: 'press',
  names: [name],
  startsWith: true,
});

/** D7's three selects, month first as they are on the page. ISO or US (MM/DD/YYYY) dates. */
function dateOfBirth(field: string, isoOrUs: string): FormAction[] {
  const [year, month, day] = isoOrUs.includes('/')
    ? [isoOrUs.slice(6), isoOrUs.slice(0, 2), isoOrUs.slice(3, 5)]
    : isoOrUs.split('-');
  return [
    select(`${field}-month`, String(Number(month))),
    select(`${field}-day`, String(Number(day))),
    select(`${field}-year`, String(Number(year))),
  ];
}

/** The review page's edit link for each step, by its accessible name. */
const EDIT_BUTTONS: Partial<Record<Of<'review.edit'>['step'], string>> = {
  personalInfo: 'Edit name',
  contactInfo: 'Edit phone number',
  household: 'Edit whether you live with another adult',
  qualification: 'Edit how you qualify',
  tribalStatus: 'Edit tribal status',
};

function editButton(step: Of<'review.edit'>['step']): string {
  const name = EDIT_BUTTONS[step];
  if (!name) throw new Error(`The review page has no edit button for ${step}`);
  return name;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

type Fills = {
  [T in FormEvent['type']]: (event: Of<T>, rules: ProgramRules) => FormAction[];
};

const fills: Fills = {
  'zip.submitted': (e, rules) => [
    ...listFills(zipCodeFields, { zipCode: e.zipCode }, rules),
    press('Check my area'),
  ],
  'coverage.continued': () => [press('Next')],
  'waitlist.submitted': (e) => [type('email', e.email), type('phone', e.phone), press('Next')],
  'waitlist.backed': () => [press('Back')],
  'restart.confirmed': () => [press('Delete my answers and start again')],
  'restart.cancelled': () => [press('Continue my application')],
  // An answer with a middle name, an emancipated minor's box or a choice of number is one a
  // profile with identityRules asks (D40, D41); the ACP's has none of them.
  // The number a person gives (D40), chosen first, then typed into the field the choice shows.
  'personalInfo.submitted': ({ answer }, rules) => [
    ...listFills(personalInfoFields, answer, rules, {
      idType: (value) => [choose(id(`idType-${value === 'ssn4' ? 0 : 1}`))],
      ssn4: (value) => [type('ssn4', String(value))],
      tribalId: (value) => [type('tribalId', String(value))],
    }),
    press('Continue'),
  ],
  'contactInfo.submitted': ({ answer }, rules) => [
    ...listFills(contactInfoFields, answer, rules),
    press('Continue'),
  ],
  'household.submitted': ({ answer }, rules) => [
    ...listFills(householdFields, answer, rules),
    press('Continue'),
  ],
  // Step 4's page draws its own parts (its rows' note): the program, its follow-up, the income
  // calculator, and who takes part (D41) with their details.
  'qualification.submitted': ({ answer }, rules) => [
    ...listFills(qualificationFields, answer, rules, {
      eligibilityProgramCode: (value) => [
        choose({ name: 'eligibilityProgramCode', value: String(value) }),
      ],
      publicHousingCode: (value) => [choose({ name: 'publicHousingCode', value: String(value) })],
      schoolName: (value) => [type('schoolName', String(value))],
      income: (value) => {
        const income = value as {
          adults: number;
          children: number;
          amount: number;
          period: string;
        };
        return [
          select('adults', String(income.adults)),
          select('children', String(income.children)),
          type('amount', String(income.amount)),
          choose({ name: 'period', value: income.period }),
        ];
      },
      qualifyingPerson: (value) => [choose({ name: 'qualifyingPerson', value: String(value) })],
      bqpFirstName: (value) => [type('bqpFirstName', String(value))],
      bqpLastName: (value) => [type('bqpLastName', String(value))],
      bqpDob: (value) => dateOfBirth('bqpDob', String(value)),
      bqpIdType: (value) => [choose(id(`bqpIdType-${value === 'ssn4' ? 0 : 1}`))],
      bqpSsn4: (value) => [type('bqpSsn4', String(value))],
      bqpTribalId: (value) => [type('bqpTribalId', String(value))],
    }),
    press('Continue'),
  ],
  // A §4's box with its number; or, where step 1 asks for the Tribal ID (D40), a yes or no
  // about Tribal lands alone.
  'tribalStatus.submitted': ({ answer }, rules) => [
    ...listFills(tribalStatusFields, answer, rules),
    press('Continue'),
  ],
  'review.edit': (e) => [press(editButton(e.step))],
  // After a reload the secrets are gone (never stored): the page asks for them again.
  'review.confirmed': (e) => [
    ...(e.ssn4 ? [type('ssn4', e.ssn4, 'shown')] : []),
    ...(e.tribalId ? [type('tribalId', e.tribalId, 'shown')] : []),
    ...(e.bqpSsn4 ? [type('bqpSsn4', e.bqpSsn4, 'shown')] : []),
    ...(e.bqpTribalId ? [type('bqpTribalId', e.bqpTribalId, 'shown')] : []),
    tick('reviewConsent', true),
    press('Continue'),
  ],
  'agreement.submitted': ({ agreement: a, ...e }) => [
    ...(e.ssn4 ? [type('ssn4', e.ssn4, 'shown')] : []),
    ...(e.tribalId ? [type('tribalId', e.tribalId, 'shown')] : []),
    ...(e.bqpSsn4 ? [type('bqpSsn4', e.bqpSsn4, 'shown')] : []),
    ...(e.bqpTribalId ? [type('bqpTribalId', e.bqpTribalId, 'shown')] : []),
    ...a.initials.map((initials, index) => type(`initials${index + 1}`, initials)),
    type('signature', a.signature),
    tick('signatureConsent', a.signatureConsent),
    press('Continue', 'Resubmit'),
  ],
  'status.submitted': (e) => [
    type('applicationId', e.applicationId),
    type('eligibilityCheckId', e.eligibilityCheckId),
    press('Check'),
  ],
  'status.retried': () => [press('Try again')],
  'order.retried': () => [press('Try again')],
  'tablet.chosen': (e) => [tick('tablet', e.wanted)],
  'enrol.requested': () => [press('Enroll now', 'Re-enroll with the Plan only', 'Resubmit')],
  'address.edit': () => [press('Change shipping details')],
  'address.submitted': ({ details }, rules) => [
    ...listFills(shippingDetailsFields, details, rules),
    press('Continue', 'Resubmit'),
  ],
  'transfer.requested': () => [tick('transferConsent', true), press('Transfer', 'Resubmit')],
  'failure.restarted': () => [press('Verify Eligibility again')],
  // ---- The short legacy flow
  'legacy.started': () => [press('Use the short form')],
  // The short form's pages are rows too (machines/steps/legacy-*.ts).
  'legacy.address.submitted': ({ homeAddress }, rules) => [
    ...listFills(legacyHomeAddressFields, homeAddress, rules),
    press('Next'),
  ],
  'legacy.contact.submitted': ({ contact }, rules) => [
    ...listFills(legacyContactFields, contact, rules),
    press('Next'),
  ],
  'legacy.question.submitted': ({ question }, rules) => [
    ...listFills(legacyQuestionFields, question, rules),
    press('Next'),
  ],
  'legacy.personal.submitted': ({ personal }, rules) => [
    ...listFills(legacyPersonalFields, personal, rules),
    press('Next'),
  ],
  'legacy.program.submitted': ({ program }, rules) => [
    ...listFills(legacyProgramFields, program, rules),
    press('Next'),
  ],
  // The ID page draws the document's type (a select) and its photo (a file) itself; the SSN
  // digits the question page took are typed again only when the event carries them.
  'legacy.identity.submitted': ({ identity, ssn4 }, rules) => [
    ...listFills(legacyIdentityPageFields, { ...identity, ...(ssn4 && { ssn4 }) }, rules, {
      documentType: (value) => [select('documentType', String(value))],
      photoName: (value) => [
        {
          do: 'attach',
          field: id('photo'),
          file: { name: String(value) || 'document.png', type: 'image/png', bytes: PNG_SIGNATURE },
        },
      ],
    }),
    press('Next'),
  ],
  'legacy.review.edit': () => [pressStartingWith('Edit')],
  'legacy.review.back': () => [pressStartingWith('Back')],
  'legacy.review.confirmed': (e) => [
    ...(e.ssn4 ? [type('ssn4', e.ssn4, 'shown')] : []),
    ...(e.documentNumber ? [type('documentNumber', e.documentNumber, 'shown')] : []),
    press('Next', 'Resubmit'),
  ],
  'legacy.plan.requested': () => [press('Choose your plan')],
  // D57: a representative's shift.
  'representative.submitted': (e) => [type('repId', e.repId), press('Start my shift')],
  'representative.confirmed': () => [
    tick('confirmed', true),
    press('Confirm and send the application'),
  ],
  'representative.backed': () => [press('Back to the agreement')],
  'applicant.next': () => [press('Next applicant')],
  'shift.ended': () => [press('End shift')],
};

/** What a person does on the page for `event`, in order, on a build with `rules`. */
export function formFills(
  event: FormEvent,
  rules: ProgramRules = DEFAULT_PROGRAM_RULES,
): FormAction[] {
  return (fills[event.type] as (event: FormEvent, rules: ProgramRules) => FormAction[])(
    event,
    rules,
  );
}

/** Whether a person causes `event` on a form (not the address bar, the clock or the API). */
export function isFormEvent(event: { type: string }): event is FormEvent {
  return Object.hasOwn(fills, event.type);
}
