import * as v from 'valibot';
import type { AnswerContext } from './answer-context';

/** E4's sub-choices: the `publicHousingCode` of A §3. */
export const PUBLIC_HOUSING_CODES = ['1', '2', '3', '4'] as const;

export const MAX_ADULTS = 10;
export const MAX_CHILDREN = 10;

const count = (min: number, max: number, key: string) =>
  v.pipe(v.number(), v.integer(key), v.minValue(min, key), v.maxValue(max, key));

/**
 * Step 4 (A §4, §5): a program of the profile, with E4's housing choice, a school program's
 * school, or the income route's household and income (D12, D13). Only E4 keeps a housing code,
 * only a school program a school, only the income route an income.
 */
export function qualificationAnswer({ rules }: Pick<AnswerContext, 'rules'>) {
  const isSchool = (code: string) => rules.schoolProgramCodes.some((school) => school === code);
  return v.pipe(
    v.object({
      eligibilityProgramCode: v.picklist(rules.programCodes, 'eligibilityProgramCode'),
      publicHousingCode: v.union([v.picklist(PUBLIC_HOUSING_CODES), v.literal('')]),
      schoolName: v.pipe(v.string(), v.trim()),
      income: v.nullable(
        v.object({
          adults: count(1, MAX_ADULTS, 'adults'),
          children: count(0, MAX_CHILDREN, 'children'),
          amount: v.pipe(v.number(), v.minValue(0, 'amountInvalid')),
          period: v.picklist(['monthly', 'yearly']),
        }),
      ),
    }),
    v.forward(
      v.check(
        (answer) => (answer.eligibilityProgramCode === 'E4') === (answer.publicHousingCode !== ''),
        'publicHousingCode',
      ),
      ['publicHousingCode'],
    ),
    v.forward(
      v.check(
        (answer) => isSchool(answer.eligibilityProgramCode) === (answer.schoolName !== ''),
        'schoolName',
      ),
      ['schoolName'],
    ),
    v.forward(
      v.check(
        (answer) =>
          (answer.eligibilityProgramCode === rules.incomeRoute) === (answer.income !== null),
        'amountRequired',
      ),
      ['income'],
    ),
  );
}
