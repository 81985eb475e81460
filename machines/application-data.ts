import type { ApplicationData, EligibilityAnswer, SavedEnrolment } from './flow-types';

export const emptyApplication: ApplicationData = {
  personal: null,
  contact: null,
  household: null,
  qualification: null,
  tribal: null,
  reviewConsent: false,
  agreement: null,
};

/** The steps in order, by the name the machine's states use. */
export const STEPS = [
  'personalInfo',
  'contactInfo',
  'household',
  'qualification',
  'tribalStatus',
] as const;
export type StepName = (typeof STEPS)[number] | 'verify' | 'agreement';

const filled: Record<(typeof STEPS)[number], (data: ApplicationData) => boolean> = {
  personalInfo: (data) => data.personal !== null,
  contactInfo: (data) => data.contact !== null,
  household: (data) => data.household !== null,
  qualification: (data) => data.qualification !== null,
  tribalStatus: (data) => data.tribal !== null,
};

/** The first of steps 1–5 not yet answered; 'verify' when all are. */
export function firstUnansweredStep(data: ApplicationData): StepName {
  return STEPS.find((step) => !filled[step](data)) ?? 'verify';
}

/** May step `step` open? Every step before it must be answered (D10, and no skipping). */
export function canOpenStep(data: ApplicationData, step: StepName): boolean {
  const order: StepName[] = [...STEPS, 'verify', 'agreement'];
  const index = order.indexOf(step);
  const unanswered = order.indexOf(firstUnansweredStep(data));
  if (step === 'agreement') return unanswered >= order.indexOf('verify') && data.reviewConsent;
  return index <= unanswered;
}

/**
 * ssn4 and the tribal number are never stored (D14); after a reload they are asked again
 * before the application can be sent.
 */
export function lacksSecrets(data: ApplicationData): boolean {
  const tribal = data.tribal?.checkTribal === true;
  if (tribal) return !data.tribal?.tribalId;
  return !/^\d{4}$/.test(data.personal?.ssn4 ?? '');
}

/** A §3 keeps dates of birth as YYYY-MM-DD; enrolment wants MM/DD/YYYY (D7). */
export function toUsDate(isoDate: string): string {
  const [year = '', month = '', day = ''] = isoDate.split('-');
  return `${month}/${day}/${year}`;
}

/** A §4 COMPLETE: the saved enrolment data, shipped to the mailing address. */
export function buildSavedEnrolment(
  data: ApplicationData,
  answer: EligibilityAnswer,
  applicationId: string,
): SavedEnrolment | null {
  const { personal, contact, tribal } = data;
  if (!personal || !contact) return null;
  return {
    firstName: personal.firstName,
    lastName: personal.lastName,
    emailAddress: contact.contactEmail,
    contactPhoneNumber: contact.contactPhoneNumber,
    shippingAddress1: contact.contactAddress,
    shippingAddress2: '',
    shippingCity: contact.contactCity,
    shippingState: contact.contactState,
    state: contact.state,
    shippingZipcode: contact.contactZipCode,
    shippingCountry: 'US',
    dob: toUsDate(personal.dob),
    applicationId,
    ebbpTribalBenefitFlag: tribal?.checkTribal || answer.tribalStatusConfirmed ? '1' : '0',
  };
}

/** Without the two secrets, so a stored snapshot never holds them (D14). */
export function withoutSecrets(data: ApplicationData): ApplicationData {
  return {
    ...data,
    personal: data.personal ? { ...data.personal, ssn4: '' } : null,
    tribal: data.tribal ? { ...data.tribal, tribalId: '' } : null,
  };
}
