import { withoutSecrets } from '../../../machines/application-data';
import type { Agreement, ApplicationData } from '../../../machines/flow-types';

// A realistic household with every step answered (steps 1–5), for tests that start the
// machine at the review or later. Spread and override what a test needs; `afterReload`
// gives the same data as a reloaded tab holds it (D14: no ssn4, no tribal number).

/** The SSN digits of the fixture: a test can assert they never render. */
export const FIXTURE_SSN4 = '4821';
/** The tribal number of `tribalApplication`: it must never render either. */
export const FIXTURE_TRIBAL_ID = 'TR-55012';

export const application: ApplicationData = {
  personal: {
    firstName: 'Rosa',
    lastName: 'Martinez-Luna',
    dob: '1984-03-09',
    ssn4: FIXTURE_SSN4,
    language: 'Spanish',
  },
  contact: {
    contactPhoneNumber: '5055550142',
    contactEmail: 'rosa.martinez@example.com',
    consent: true,
    address: '1420 Calle del Sol SW',
    city: 'Albuquerque',
    state: 'NM',
    zipCode: '87105',
    mailingSameAsHome: false,
    contactAddress: 'PO Box 2231',
    contactCity: 'Albuquerque',
    contactState: 'NM',
    contactZipCode: '87103',
  },
  household: {
    optionAdult: '1',
    otherAdultReceivesBenefit: '2',
    MK1: 'RM',
    MK2: 'RM',
  },
  qualification: {
    eligibilityProgramCode: 'E4',
    publicHousingCode: '1',
    schoolName: '',
    income: null,
  },
  tribal: { checkTribal: false, tribalId: '' },
  reviewConsent: false,
  agreement: null,
};

/** After step 6: the review's consent given, so the agreement may open. */
export const reviewedApplication: ApplicationData = { ...application, reviewConsent: true };

export const signedAgreement: Agreement = {
  initials: ['RM', 'RM', 'RM', 'RM', 'RM', 'RM'],
  signature: 'Rosa Martinez-Luna',
  signatureConsent: true,
};

/** After step 7: what the eligibility check is sent. */
export const signedApplication: ApplicationData = {
  ...reviewedApplication,
  agreement: signedAgreement,
};

/** A tribal applicant: the tribal number is sent instead of ssn4 (A §4). */
export const tribalApplication: ApplicationData = {
  ...application,
  tribal: { checkTribal: true, tribalId: FIXTURE_TRIBAL_ID },
};

/** An applicant on the income route (E13), one adult and two children. */
export const incomeApplication: ApplicationData = {
  ...application,
  qualification: {
    eligibilityProgramCode: 'E13',
    publicHousingCode: '',
    schoolName: '',
    income: { adults: 1, children: 2, amount: 1850.5, period: 'monthly' },
  },
};

/** The data as a reloaded tab holds it (D14). */
export function afterReload(data: ApplicationData): ApplicationData {
  return withoutSecrets(data);
}
