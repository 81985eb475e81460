import type { EnrolmentContext } from '../../../machines/enrolment.machine';
import { completedAnswer } from '../../../machines/fields/field-list';
import type { LegacyData, LegacyIdentity } from '../../../machines/flow-types';
import { emptyLegacy, legacyAnswerFields } from '../../../machines/legacy-data';
import { DEFAULT_PROGRAM_RULES } from '../../../machines/program-rules';
import { contact, exampleLegacy, homeAddress, personal, question } from './first-pages-fixture';

// One applicant's answers to the short form, page by page, for the later pages' tests: the
// rows' examples (first-pages-fixture.ts), through a program or without one, by a document.

export { contact, homeAddress, personal, question };

/** The ID page's answer by a document: the document rows' examples. */
export const documentIdentity = completedAnswer(
  legacyAnswerFields.identity,
  { method: 'document' },
  { rules: DEFAULT_PROGRAM_RULES, today: new Date(), answers: {} },
) as LegacyIdentity;

/** Every page up to the program page answered. */
export const beforeProgram: LegacyData = {
  ...emptyLegacy,
  homeAddress,
  contact,
  question,
  personal,
};

/** Ready for review through a program (no ID page). */
export const withProgram: LegacyData = { ...beforeProgram, program: exampleLegacy('program') };

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
