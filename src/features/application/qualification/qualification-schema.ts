import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import type { AnswerContext } from '../../../../machines/answers/answer-context';
import { qualificationAnswer } from '../../../../machines/answers/qualification';
import type { Qualification } from '../../../../machines/flow-types';
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
};

export type QualificationField =
  | 'eligibilityProgramCode'
  | 'publicHousingCode'
  | 'schoolName'
  | 'adults'
  | 'children'
  | 'amount';

/** What the form holds: every control's raw value, whichever program is chosen. */
export interface QualificationForm {
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

/**
 * Step 4: the form read into an answer, then the step's answer schema, the machine's (the
 * profile's programs, E4's housing choice, a school program's school, the income route's
 * household and income).
 */
export function qualificationSchema(context: Pick<AnswerContext, 'rules'>) {
  return v.pipe(QualificationFormSchema, qualificationAnswer(context));
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
    (answer): Qualification => ({
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

/** The form as the applicant left it, or its defaults (1 adult, 0 children, monthly). */
export function qualificationForm(saved: Qualification | null): QualificationForm {
  return {
    eligibilityProgramCode: saved?.eligibilityProgramCode ?? '',
    publicHousingCode: saved?.publicHousingCode ?? '',
    schoolName: saved?.schoolName ?? '',
    adults: String(saved?.income?.adults ?? 1),
    children: String(saved?.income?.children ?? 0),
    amount: saved?.income ? String(saved.income.amount) : '',
    period: saved?.income?.period ?? 'monthly',
  };
}
