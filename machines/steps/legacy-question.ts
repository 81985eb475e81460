import { ssn4Schema } from '../answers/fields';
import { type AnswerOf, fieldList, type Given } from '../fields/field-list';
import { yesNoRule } from '../fields/rules';

// The short form's question page (/QuestionPage, B §2): does the household get Medicaid or
// SNAP, and the last 4 SSN digits (never stored, D14). The check sends the digits unless the
// applicant, without a program, confirms who they are with a document instead (B §7).

/** The applicant confirms who they are with a document: its number replaces the digits. */
export const byDocument = (answers: Given) =>
  answers.inProgram === false && answers.method === 'document';

export const legacyQuestionFields = fieldList({
  medicaidOrSnap: {
    control: { kind: 'yesNo' },
    rule: () => yesNoRule('medicaidOrSnap'),
    review: { as: 'yesNo' },
    example: '1',
  },
  ssn4: {
    control: { kind: 'text', inputMode: 'numeric', digits: true, maxLength: 4, width: 'short' },
    rule: () => ssn4Schema,
    secret: true,
    review: { as: 'hidden' },
    api: { check: { name: 'ssn4', when: (answers) => !byDocument(answers) } },
    example: '4821',
  },
});

export type LegacyQuestion = AnswerOf<typeof legacyQuestionFields>;
