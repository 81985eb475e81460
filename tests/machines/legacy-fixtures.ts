import type { LegacyData } from '../../machines/flow-types';

/** A short form answered in full, with a program (so no ID page). */
export const fullLegacy: LegacyData = {
  homeAddress: {
    address: '12 Main St',
    city: 'Springfield',
    state: 'NY',
    zipCode: '10001',
    urbanizationCode: '',
    mailingDiffers: false,
    contactAddress: '',
    contactCity: '',
    contactState: '',
    contactZipCode: '',
    contactUrbCode: '',
  },
  contact: { contactEmail: 'ana@example.com', contactPhoneNumber: '2125550100' },
  question: { medicaidOrSnap: '1', ssn4: '1011' },
  personal: { firstName: 'Ana', middleName: '', lastName: 'Lopez', dob: '1980-04-09' },
  program: { inProgram: true, eligibilityProgramCode: 'E1' },
  identity: null,
};
