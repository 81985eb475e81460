import type { ApplicationData, SavedEnrolment } from '../../machines/flow-types';

/** A whole application, as the six steps would leave it (every step's answers present). */
export const fullApplication = {
  personal: {
    firstName: 'Ana',
    lastName: 'Diaz',
    dob: '1980-02-29',
    ssn4: '0000',
    language: 'Spanish',
  },
  contact: {
    contactPhoneNumber: '5551234567',
    contactEmail: 'ana@example.com',
    consent: true,
    address: '1 Main St',
    city: 'New York',
    state: 'NY',
    zipCode: '10001',
    mailingSameAsHome: false,
    contactAddress: '2 Mail Rd',
    contactCity: 'Albany',
    contactState: 'NY',
    contactZipCode: '12207',
  },
  household: { optionAdult: '2', otherAdultReceivesBenefit: '2', MK1: 'AD', MK2: 'AD' },
  qualification: {
    eligibilityProgramCode: 'E2',
    publicHousingCode: '',
    schoolName: '',
    income: null,
  },
  tribal: { checkTribal: false, tribalId: '' },
  reviewConsent: true,
  agreement: null,
} satisfies ApplicationData;

export const agreement = {
  initials: ['AD', 'AD', 'AD', 'AD', 'AD', 'AD'],
  signature: 'Ana Diaz',
  signatureConsent: true,
};

export const completeSaved: SavedEnrolment = {
  firstName: 'Ana',
  lastName: 'Diaz',
  emailAddress: 'ana@example.com',
  contactPhoneNumber: '5551234567',
  shippingAddress1: '2 Mail Rd',
  shippingAddress2: '',
  shippingCity: 'Albany',
  shippingState: 'NY',
  state: 'NY',
  shippingZipcode: '12207',
  shippingCountry: 'US',
  dob: '02/29/1980',
  applicationId: 'A100',
  ebbpTribalBenefitFlag: '0',
};
