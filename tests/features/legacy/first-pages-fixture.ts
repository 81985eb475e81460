import type { EnrolmentContext } from '../../../machines/enrolment.machine';
import type {
  LegacyContact,
  LegacyData,
  LegacyHomeAddress,
  LegacyPersonal,
  LegacyQuestion,
} from '../../../machines/flow-types';
import { emptyLegacy } from '../../../machines/legacy-data';
import { renderFlow } from '../../render-flow';
import { setupUser } from '../../support/user';

// Answers of the short form's first four pages, for tests that open a later page, and a
// helper that opens one page of the short form with the earlier pages answered.

export const homeAddress: LegacyHomeAddress = {
  address: '1420 Calle del Sol SW',
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

export const question: LegacyQuestion = { medicaidOrSnap: '1', ssn4: '4821' };

export const personal: LegacyPersonal = {
  firstName: 'Rosa',
  middleName: 'Elena',
  lastName: 'Martinez-Luna',
  dob: '1984-03-09',
};

/** The zip code was checked and is served: the short form may start (as D10). */
export const served: Partial<EnrolmentContext> = {
  zipCode: '87105',
  coverage: { zipCode: '87105', state: 'NM', served: true },
};

type Page = 'homeAddress' | 'contactInformation' | 'question' | 'personalInformation';

const urls: Record<Page, string> = {
  homeAddress: '/HomeAdressPage',
  contactInformation: '/ContactInformation',
  question: '/QuestionPage',
  personalInformation: '/PersonalInformationPage',
};

/** Open `page` of the short form with `legacy` as the answers so far. */
export function onLegacyPage(
  page: Page,
  legacy: Partial<LegacyData> = {},
  context: Partial<EnrolmentContext> = served,
) {
  const view = renderFlow(
    urls[page],
    {},
    {
      state: {
        value: { legacy: page },
        context: { ...context, legacy: { ...emptyLegacy, ...legacy } },
      },
    },
  );
  return { user: setupUser(), view };
}
