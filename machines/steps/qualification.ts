import * as v from 'valibot';
import { ID_TYPES, nameSchema, ssn4SchemaWith, tribalIdSchemaWith } from '../answers/fields';
import { birthDateRule } from '../fields/date-rule';
import { type AnswerOf, fieldList, type Given } from '../fields/field-list';
import { namesSchool } from '../program-rules';
import { refusesTribalProgram } from './tribal-status';

// Step 4 (A §4, §5): a program of the profile, with E4's housing choice, a school program's
// school, or the income route's household and income (D12, D13); where the profile asks (D41),
// who takes part: the applicant, or their child or dependent (the benefit qualifying person),
// whose name, date of birth and number the check sends as `bqp*`. A program that counts only on
// Tribal lands is refused to a household that said it does not live on them (D45).
//
// The page draws this step itself (qualification-page.tsx): each program's follow-up is
// revealed under its option, the income route's calculator works out the limit as it is typed,
// and the qualifying person's fields are revealed under their choice, which rows' controls do
// not describe.

/** E4's sub-choices: the `publicHousingCode` of A §3. */
export const PUBLIC_HOUSING_CODES = ['1', '2', '3', '4'] as const;
export const QUALIFYING_PERSONS = ['applicant', 'dependent'] as const;
export type QualifyingPerson = (typeof QUALIFYING_PERSONS)[number];

export const MAX_ADULTS = 10;
export const MAX_CHILDREN = 10;

/**
 * Dollars from what was typed ("1500", "$1,500.50", "1 500"), or null when it is not an
 * amount. Commas must group thousands, so "1,50" is not read as 150.
 */
export function parseIncomeAmount(text: string): number | null {
  const compact = text.replace(/\s/g, '').replace(/^\$/, '');
  if (!/^(\d{1,3}(,\d{3})+|\d{1,12})(\.\d{1,2})?$/.test(compact)) return null;
  return Number(compact.replace(/,/g, ''));
}

/** A whole number of people from a select (or an answer kept), within its bounds. */
const count = (min: number, max: number, key: string) =>
  v.pipe(
    v.union([v.string(), v.number()], key),
    v.transform(String),
    v.nonEmpty(key),
    v.transform(Number),
    v.integer(key),
    v.minValue(min, key),
    v.maxValue(max, key),
  );

const amount = v.pipe(
  v.union([v.string(), v.number()], 'amountRequired'),
  v.transform((value) => String(value).trim()),
  v.nonEmpty('amountRequired'),
  v.check((text) => parseIncomeAmount(text) !== null, 'amountInvalid'),
  v.transform((text) => parseIncomeAmount(text) ?? 0),
);

const dependent = (given: Given) => given.qualifyingPerson === 'dependent';
const code = (given: Given) => String(given.eligibilityProgramCode ?? '');

export const qualificationFields = fieldList({
  eligibilityProgramCode: {
    control: { kind: 'custom', target: 'eligibilityProgramCode-0' },
    rule: (context) =>
      v.pipe(
        v.picklist(context.rules.programCodes, 'eligibilityProgramCode'),
        v.check(
          (chosen) =>
            !refusesTribalProgram(context, chosen, context.answers.tribalStatus?.checkTribal),
          'tribalLandsProgram',
        ),
      ),
    review: { as: 'choice', row: 'program' },
    api: { check: 'eligibilityProgramCode' },
    example: 'E4',
  },
  publicHousingCode: {
    control: { kind: 'custom', target: 'publicHousingCode-0' },
    when: (given) => code(given) === 'E4',
    otherwise: '',
    rule: () => v.picklist(PUBLIC_HOUSING_CODES, 'publicHousingCode'),
    review: { as: 'choice', row: 'housing', when: (answer) => answer.publicHousingCode !== '' },
    api: { check: 'publicHousingCode' },
    example: '1',
  },
  schoolName: {
    control: { kind: 'custom' },
    when: (given, { rules }) => namesSchool(rules, code(given)),
    otherwise: '',
    rule: () => v.pipe(v.string(), v.trim(), v.nonEmpty('schoolName')),
    review: { as: 'text', row: 'school', when: (answer) => answer.schoolName !== '' },
    api: { check: { name: 'schoolName', omitEmpty: true } },
    example: '',
  },
  /** The income route (E13): who lives in the household, and what it earns (D12, D13). */
  income: {
    control: { kind: 'custom', target: 'adults', parts: ['adults', 'children', 'amount'] },
    when: (given, { rules }) => code(given) === rules.incomeRoute,
    otherwise: null,
    rule: () =>
      v.object({
        adults: count(1, MAX_ADULTS, 'adults'),
        children: count(0, MAX_CHILDREN, 'children'),
        amount,
        period: v.picklist(['monthly', 'yearly'] as const),
      }),
    review: { as: 'text', when: (answer) => answer.income !== null },
    example: null,
  },
  /** D41: who takes part in the program (or whose income counts). */
  qualifyingPerson: {
    control: { kind: 'custom', target: 'qualifyingPerson-0' },
    asked: (rules) => rules.identity.benefitQualifyingPerson,
    rule: () => v.picklist(QUALIFYING_PERSONS, 'qualifyingPerson'),
    review: { as: 'choice' },
    example: 'applicant',
  },
  bqpFirstName: {
    control: { kind: 'custom' },
    asked: (rules) => rules.identity.benefitQualifyingPerson,
    when: dependent,
    otherwise: '',
    rule: ({ rules }) =>
      nameSchema(
        {
          required: 'bqpFirstNameRequired',
          tooShort: 'bqpFirstNameTooShort',
          tooLong: 'bqpFirstNameTooLong',
          invalid: 'bqpFirstNameInvalid',
        },
        rules.identity.nameLength,
      ),
    review: { as: 'text', row: 'bqpName', join: 'space', when: dependent },
    example: '',
  },
  bqpLastName: {
    control: { kind: 'custom' },
    asked: (rules) => rules.identity.benefitQualifyingPerson,
    when: dependent,
    otherwise: '',
    rule: ({ rules }) =>
      nameSchema(
        {
          required: 'bqpLastNameRequired',
          tooShort: 'bqpLastNameTooShort',
          tooLong: 'bqpLastNameTooLong',
          invalid: 'bqpLastNameInvalid',
        },
        rules.identity.nameLength,
      ),
    review: { as: 'text', row: 'bqpName', when: dependent },
    example: '',
  },
  /** Any real day from 1900 to today: a baby is a dependent too. */
  bqpDob: {
    control: { kind: 'custom', target: 'bqpDob-month' },
    asked: (rules) => rules.identity.benefitQualifyingPerson,
    when: dependent,
    otherwise: '',
    rule: ({ today }) =>
      birthDateRule({ required: 'bqpDobRequired', invalid: 'bqpDobInvalid' }, today, 0),
    review: { as: 'date', when: dependent },
    example: '',
  },
  bqpIdType: {
    control: { kind: 'custom', target: 'bqpIdType-0' },
    asked: (rules) => rules.identity.benefitQualifyingPerson,
    when: dependent,
    otherwise: '',
    rule: () => v.picklist(ID_TYPES, 'bqpIdType'),
    example: '',
  },
  bqpSsn4: {
    control: { kind: 'custom' },
    asked: (rules) => rules.identity.benefitQualifyingPerson,
    when: (given) => dependent(given) && given.bqpIdType === 'ssn4',
    otherwise: '',
    rule: () => ssn4SchemaWith({ required: 'bqpSsn4Required', invalid: 'bqpSsn4Invalid' }),
    secret: true,
    review: {
      as: 'hidden',
      row: 'bqpNumber',
      when: (answer) => dependent(answer) && answer.bqpIdType === 'ssn4',
    },
    example: '',
  },
  bqpTribalId: {
    control: { kind: 'custom' },
    asked: (rules) => rules.identity.benefitQualifyingPerson,
    when: (given) => dependent(given) && given.bqpIdType === 'tribalId',
    otherwise: '',
    rule: () => tribalIdSchemaWith({ required: 'bqpTribalId', tooLong: 'bqpTribalIdTooLong' }),
    secret: true,
    review: {
      as: 'hidden',
      row: 'bqpNumber',
      when: (answer) => dependent(answer) && answer.bqpIdType === 'tribalId',
    },
    example: '',
  },
});

export type QualificationAnswer = AnswerOf<typeof qualificationFields>;
export type IncomeDetails = NonNullable<QualificationAnswer['income']>;

/**
 * D41: the benefit qualifying person as the provider reads them (`bqp*`, provider-api.md), or
 * null when the applicant takes part themself, or when the number is not at hand (a reload
 * dropped it: the check is never sent so, and an enrolment names its application instead).
 * All or nothing: a person without their number is no person the Verifier can find.
 */
export function qualifyingPersonFields(
  answer: Partial<QualificationAnswer> | undefined,
): Record<string, string> | null {
  if (answer?.qualifyingPerson !== 'dependent') return null;
  const number: Record<string, string> =
    answer.bqpIdType === 'tribalId'
      ? { bqpTribalId: answer.bqpTribalId ?? '' }
      : { bqpSsn4: answer.bqpSsn4 ?? '' };
  if (Object.values(number).some((value) => !value)) return null;
  return {
    bqpFirstName: answer.bqpFirstName ?? '',
    bqpLastName: answer.bqpLastName ?? '',
    bqpDob: answer.bqpDob ?? '',
    ...number,
  };
}
