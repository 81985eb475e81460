import type { EnrolmentContext } from '../../../machines/enrolment.machine';
import type {
  LegacyContact,
  LegacyData,
  LegacyHomeAddress,
  LegacyIdentity,
  LegacyPersonal,
  LegacyQuestion,
} from '../../../machines/flow-types';
import { emptyLegacy } from '../../../machines/legacy-data';

// One applicant's answers to the short form, page by page, for the later pages' tests.

export const homeAddress: LegacyHomeAddress = {
  address: '1200 Isleta Blvd SW',
  city: 'Albuquerque',
  state: 'NM',
  zipCode: '87105',
  urbanizationCode: '',
  mailingDiffers: false,
  contactAddress: '',
  contactCity: '',
  contactState: '',
  contactZipCode: '',
  contactUrbCode: '',
};

export const contact: LegacyContact = {
  contactEmail: 'rosa.martinez@example.com',
  contactPhoneNumber: '5055550142',
};

export const question: LegacyQuestion = { medicaidOrSnap: '1', ssn4: '6789' };

export const personal: LegacyPersonal = {
  firstName: 'Rosa',
  middleName: 'Elena',
  lastName: 'Martinez',
  dob: '1984-03-09',
};

export const documentIdentity: LegacyIdentity = {
  method: 'document',
  documentType: 'passport',
  documentNumber: 'X1234567',
  photoName: 'passport.jpg',
};

/** Every page up to the program page answered. */
export const beforeProgram: LegacyData = {
  ...emptyLegacy,
  homeAddress,
  contact,
  question,
  personal,
};

/** Ready for review through a program (no ID page). */
export const withProgram: LegacyData = {
  ...beforeProgram,
  program: { inProgram: true, eligibilityProgramCode: 'E2' },
};

/** Ready for review without a program, identified by a document. */
export const withDocument: LegacyData = {
  ...beforeProgram,
  program: { inProgram: false, eligibilityProgramCode: '' },
  identity: documentIdentity,
};

/** The context of a served zip code with these answers. */
export function legacyContext(legacy: LegacyData): Partial<EnrolmentContext> {
  return {
    zipCode: '87105',
    coverage: { zipCode: '87105', state: 'NM', served: true },
    legacy,
  };
}
