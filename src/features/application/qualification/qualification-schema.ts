import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import type { AnswerContext } from '../../../../machines/answers/answer-context';
import type { IdType } from '../../../../machines/answers/fields';
import {
  bqpBirthDateSchema,
  type ProgramAnswer,
  programAnswer,
  type QualifyingPerson,
  qualifyingPersonSchema,
} from '../../../../machines/answers/qualification';
import type { Qualification } from '../../../../machines/flow-types';
import { type DateParts, fromIsoDate, toIsoDate } from '../../../lib/date-of-birth';
import { dateOfBirthSchema } from '../../../lib/date-of-birth-schema';
import {
  INCOME_ROUTE,
  PROGRAMS,
  PUBLIC_HOUSING_CODES,
  SCHOOL_PROGRAMS,
} from '../../../shared/programs/programs';

export const qualificationMessages = {
  eligibilityProgramCode: msg`Choose the program you or someone in your household takes part in, or the income route`,
  publicHousingCode: msg`Choose the kind of housing assistance you get`,
  schoolName: msg`Enter the name of the school`,
  adults: msg`Choose how many adults live in your household`,
  children: msg`Choose how many children live in your household`,
  amountRequired: msg`Enter your household income`,
  amountInvalid: msg`Enter your household income in dollars, for example 1500`,
  // D45: a program that counts only on Tribal lands, for a household that said it is not on them.
  tribalLandsProgram: msg`This program counts only for households on federally recognised Tribal lands, and you said you do not live on them. Choose another program, or change your answer about Tribal lands`,
  // D41: the benefit qualifying person.
  qualifyingPerson: msg`Choose who takes part in the program: you, or your child or dependent`,
  bqpFirstNameRequired: msg`Enter your child’s or dependent’s first name`,
  bqpFirstNameInvalid: msg`Their first name must only include letters, spaces, hyphens, apostrophes and periods`,
  bqpLastNameRequired: msg`Enter your child’s or dependent’s last name`,
  bqpLastNameInvalid: msg`Their last name must only include letters, spaces, hyphens, apostrophes and periods`,
  bqpDobRequired: msg`Choose the month, day and year your child or dependent was born`,
  bqpDobInvalid: msg`This date does not exist or is in the future: check the day, the month and the year`,
  bqpIdType: msg`Choose which number you give for your child or dependent: the last 4 digits of their Social Security number, or their Tribal ID number`,
  bqpSsn4Required: msg`Enter the last 4 digits of your child’s or dependent’s Social Security number`,
  bqpSsn4Invalid: msg`Last 4 digits of their Social Security number must be 4 numbers, like 1234`,
  bqpTribalId: msg`Enter your child’s or dependent’s Tribal ID number`,
  bqpTribalIdTooLong: msg`Their Tribal ID number must be 24 characters or fewer`,
};

/** The messages with the build's name limits in them (D28: the limit is said). */
export function qualificationMessagesFor({ min, max }: { min: number; max: number }) {
  return {
    ...qualificationMessages,
    bqpFirstNameTooShort: msg`Their first name must be ${min} characters or more`,
    bqpFirstNameTooLong: msg`Their first name must be ${max} characters or fewer`,
    bqpLastNameTooShort: msg`Their last name must be ${min} characters or more`,
    bqpLastNameTooLong: msg`Their last name must be ${max} characters or fewer`,
  };
}

export type QualificationField =
  | 'eligibilityProgramCode'
  | 'publicHousingCode'
  | 'schoolName'
  | 'adults'
  | 'children'
  | 'amount'
  | QualifyingPersonField;

/** D41's fields, in page order. */
export const QUALIFYING_PERSON_FIELDS = [
  'qualifyingPerson',
  'bqpFirstName',
  'bqpLastName',
  'bqpDob',
  'bqpIdType',
  'bqpSsn4',
  'bqpTribalId',
] as const;
export type QualifyingPersonField = (typeof QUALIFYING_PERSON_FIELDS)[number];

/** D41: who takes part in the program, as the form holds it. */
export interface QualifyingPersonForm {
  qualifyingPerson: QualifyingPerson | '';
  bqpFirstName: string;
  bqpLastName: string;
  bqpDob: DateParts;
  bqpIdType: IdType | '';
  bqpSsn4: string;
  bqpTribalId: string;
}

/**
 * What the form holds: every control's raw value, whichever program is chosen; D41's where the
 * profile asks them.
 */
export interface QualificationForm extends Partial<QualifyingPersonForm> {
  eligibilityProgramCode: string;
  publicHousingCode: string;
  schoolName: string;
  adults: string;
  children: string;
  amount: string;
  period: 'monthly' | 'yearly';
}

export const MAX_ADULTS = 10;
export const MAX_CHILDREN = 10;
export const SCHOOL_NAME_MAX = 100;
export const INCOME_AMOUNT_MAX_LENGTH = 15;

/** Keys a person may type into the income amount: digits, a dollar sign, separators. */
export function keepAmountCharacters(value: string): string {
  return value.replace(/[^\d$,. ]/g, '');
}

/**
 * Dollars from what was typed ("1500", "$1,500.50", "1 500"), or null when it is not an
 * amount. Commas must group thousands, so "1,50" is not read as 150.
 */
export function parseIncomeAmount(text: string): number | null {
  const compact = text.replace(/\s/g, '').replace(/^\$/, '');
  if (!/^(\d{1,3}(,\d{3})+|\d{1,12})(\.\d{1,2})?$/.test(compact)) return null;
  return Number(compact.replace(/,/g, ''));
}

// The profile's programs that ask nothing more: a code the profile does not list is refused.
const otherPrograms = PROGRAMS.map((program) => program.code).filter(
  (code) => code !== 'E4' && code !== INCOME_ROUTE && !SCHOOL_PROGRAMS.includes(code),
);

function count(min: number, max: number, message: string) {
  return v.pipe(
    v.string(),
    v.nonEmpty(message),
    v.transform(Number),
    v.integer(message),
    v.minValue(min, message),
    v.maxValue(max, message),
  );
}

type Context = Pick<AnswerContext, 'rules' | 'answers' | 'today'>;

/**
 * Step 4: the form read into an answer, then the step's answer schema, the machine's (the
 * profile's programs, E4's housing choice, a school program's school, the income route's
 * household and income; D45's Tribal lands rule). Where the profile asks who takes part in
 * the program (D41), that part is judged beside it, the fields `form` shows each on its own,
 * so every message shows at once (D23).
 */
export function qualificationSchema(
  context: Context,
  form?: QualificationForm,
): v.GenericSchema<QualificationForm, Qualification> {
  const program = v.pipe(QualificationFormSchema, programAnswer(context));
  if (!context.rules.identity.benefitQualifyingPerson) {
    return program as unknown as v.GenericSchema<QualificationForm, Qualification>;
  }
  const dob = v.pipe(
    dateOfBirthSchema(context.today, (parts, day) => toIsoDate(parts, day, 0), {
      required: 'bqpDobRequired',
      invalid: 'bqpDobInvalid',
    }),
    bqpBirthDateSchema(context),
  );
  const shown = form && {
    qualifyingPerson: form.qualifyingPerson ?? '',
    bqpIdType: form.bqpIdType ?? '',
  };
  return v.intersect([
    program,
    qualifyingPersonSchema(context, dob, shown),
  ]) as unknown as v.GenericSchema<QualificationForm, Qualification>;
}

// One variant per kind of program, so each reports all of its own fields at once (D23)
// and the fields of other programs never block Continue.
export const QualificationFormSchema = v.pipe(
  v.variant(
    'eligibilityProgramCode',
    [
      v.object({
        eligibilityProgramCode: v.literal('E4'),
        publicHousingCode: v.picklist(PUBLIC_HOUSING_CODES, 'publicHousingCode'),
      }),
      v.object({
        eligibilityProgramCode: v.picklist(SCHOOL_PROGRAMS),
        schoolName: v.pipe(v.string(), v.trim(), v.nonEmpty('schoolName')),
      }),
      v.object({
        eligibilityProgramCode: v.literal(INCOME_ROUTE),
        adults: count(1, MAX_ADULTS, 'adults'),
        children: count(0, MAX_CHILDREN, 'children'),
        amount: v.pipe(
          v.string(),
          v.trim(),
          v.nonEmpty('amountRequired'),
          v.check((text) => parseIncomeAmount(text) !== null, 'amountInvalid'),
          v.transform((text) => parseIncomeAmount(text) ?? 0),
        ),
        period: v.picklist(['monthly', 'yearly']),
      }),
      v.object({ eligibilityProgramCode: v.picklist(otherPrograms) }),
    ],
    'eligibilityProgramCode',
  ),
  // A §4: only E4 keeps a housing code, only a school program a school, only E13 the income.
  v.transform(
    (answer): ProgramAnswer => ({
      eligibilityProgramCode: answer.eligibilityProgramCode,
      publicHousingCode: 'publicHousingCode' in answer ? answer.publicHousingCode : '',
      schoolName: 'schoolName' in answer ? answer.schoolName : '',
      income:
        'amount' in answer
          ? {
              adults: answer.adults,
              children: answer.children,
              amount: answer.amount,
              period: answer.period,
            }
          : null,
    }),
  ),
);

/**
 * The form as the applicant left it, or its defaults (1 adult, 0 children, monthly); who takes
 * part in the program where the profile asks it (`asksPerson`, D41).
 */
export function qualificationForm(
  saved: Qualification | null,
  asksPerson = false,
): QualificationForm {
  return {
    ...(asksPerson
      ? {
          qualifyingPerson: saved?.qualifyingPerson ?? '',
          bqpFirstName: saved?.bqpFirstName ?? '',
          bqpLastName: saved?.bqpLastName ?? '',
          bqpDob: fromIsoDate(saved?.bqpDob ?? ''),
          bqpIdType: saved?.bqpIdType ?? '',
          bqpSsn4: saved?.bqpSsn4 ?? '',
          bqpTribalId: saved?.bqpTribalId ?? '',
        }
      : {}),
    eligibilityProgramCode: saved?.eligibilityProgramCode ?? '',
    publicHousingCode: saved?.publicHousingCode ?? '',
    schoolName: saved?.schoolName ?? '',
    adults: String(saved?.income?.adults ?? 1),
    children: String(saved?.income?.children ?? 0),
    amount: saved?.income ? String(saved.income.amount) : '',
    period: saved?.income?.period ?? 'monthly',
  };
}
