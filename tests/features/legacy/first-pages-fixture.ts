import type { EnrolmentContext } from '../../../machines/enrolment.machine';
import { exampleAnswer } from '../../../machines/fields/field-list';
import type { LegacyData } from '../../../machines/flow-types';
import {
  emptyLegacy,
  type LegacyAnswerKey,
  legacyAnswerFields,
} from '../../../machines/legacy-data';
import { DEFAULT_PROGRAM_RULES } from '../../../machines/program-rules';
import { renderFlow } from '../../render-flow';
import { setupUser } from '../../support/user';

// The short form's answers as its rows' examples give them (machines/steps/legacy-*.ts), for
// tests that open a later page, and a helper that opens one page of the short form with the
// earlier pages answered. A new row's example is here with nothing added.

/** `key`'s answer as its rows' examples give it, under the ACP's rules (the short form's). */
export function exampleLegacy<K extends LegacyAnswerKey>(key: K): NonNullable<LegacyData[K]> {
  const context = { rules: DEFAULT_PROGRAM_RULES, today: new Date(), answers: {} };
  return exampleAnswer(legacyAnswerFields[key], context) as NonNullable<LegacyData[K]>;
}

export const homeAddress = exampleLegacy('homeAddress');
export const contact = exampleLegacy('contact');
export const question = exampleLegacy('question');
export const personal = exampleLegacy('personal');

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
