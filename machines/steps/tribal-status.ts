import * as v from 'valibot';
import type { AnswerContext } from '../answers/answer-context';
import { tribalIdSchema } from '../answers/fields';
import { type AnswerOf, fieldList } from '../fields/field-list';
import type { ProgramRules } from '../program-rules';
import { applicantIdType } from './personal-info';

// Step 5 (A §4, §5): the Tribal box, and the Tribal number when it is ticked, sent instead of
// the SSN digits. Where step 1 asks for the Tribal ID (D40), this step asks only whether the
// household lives on Tribal lands, a yes or no that never demands a number; and a program that
// counts only on Tribal lands needs a yes (D45).

/** D40: step 1 asks who the applicant is (the Tribal ID there), this step only about lands. */
const landsOnly = (rules: ProgramRules) => rules.identity.tribalIdForSsn;

/**
 * D45: the program chosen counts only for households on Tribal lands, and the household said it
 * does not live on them. Either answer may come first (the review edits both).
 */
export function refusesTribalProgram(
  { rules }: Pick<AnswerContext, 'rules'>,
  code: string | undefined,
  onTribalLands: boolean | undefined,
): boolean {
  return (
    onTribalLands === false &&
    code !== undefined &&
    rules.identity.tribalLandsOnlyCodes.some((tribalOnly) => tribalOnly === code)
  );
}

export const tribalStatusFields = fieldList({
  /** The household lives on qualifying Tribal lands (the Tribal benefit, D35, D50). */
  checkTribal: {
    control: (rules) =>
      landsOnly(rules) ? { kind: 'yesNo', values: [true, false] } : { kind: 'checkbox' },
    rule: (context) =>
      v.pipe(
        v.boolean('checkTribal'),
        v.check(
          (onLands) =>
            !refusesTribalProgram(
              context,
              context.answers.qualification?.eligibilityProgramCode,
              onLands,
            ),
          'tribalLandsProgram',
        ),
      ),
    review: { as: 'yesNo', row: 'tribal' },
    example: false,
  },
  /** A §4: the Tribal number, sent instead of the SSN digits; never stored (D14). */
  tribalId: {
    control: { kind: 'text', autoComplete: 'off' },
    asked: (rules) => !landsOnly(rules),
    when: (given) => given.checkTribal === true,
    otherwise: '',
    rule: () => tribalIdSchema,
    secret: true,
    api: {
      check: { name: 'tribalId', when: (answers) => applicantIdType(answers) === 'tribalId' },
    },
    example: 'TR-55012',
  },
});

export type TribalStatusAnswer = AnswerOf<typeof tribalStatusFields>;
