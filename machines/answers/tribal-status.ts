import * as v from 'valibot';
import type { AnswerContext } from './answer-context';
import { tribalIdSchema } from './fields';

/** Step 5's answer: whether the household lives on Tribal lands, and A §4's Tribal number. */
export interface TribalStatusAnswer {
  /** The household lives on qualifying Tribal lands (the Tribal benefit, D35, D50). */
  checkTribal: boolean;
  /** A §4 only: the Tribal number sent instead of the SSN digits; never stored (D14). */
  tribalId?: string;
}

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

/**
 * Step 5 (A §4, §5): the Tribal box, and the Tribal number when it is ticked. Where step 1
 * asks for a Tribal ID (D40), this step asks only whether the household lives on Tribal
 * lands, a yes or no that never demands a number; and a program that counts only on Tribal
 * lands needs a yes (D45).
 */
export function tribalStatusAnswer(
  context: Pick<AnswerContext, 'rules' | 'answers'>,
): v.GenericSchema<unknown, TribalStatusAnswer> {
  if (context.rules.identity.tribalIdForSsn) {
    const code = context.answers.qualification?.eligibilityProgramCode;
    return v.object({
      checkTribal: v.pipe(
        v.boolean('checkTribal'),
        v.check((onLands) => !refusesTribalProgram(context, code, onLands), 'tribalLandsProgram'),
      ),
    });
  }
  return v.pipe(
    v.variant('checkTribal', [
      v.object({ checkTribal: v.literal(true), tribalId: tribalIdSchema }),
      v.object({ checkTribal: v.literal(false), tribalId: v.optional(v.string()) }),
    ]),
    // A §4: without the box ticked no number is kept.
    v.transform(
      (answer): TribalStatusAnswer => ({
        checkTribal: answer.checkTribal,
        tribalId: answer.checkTribal ? answer.tribalId : '',
      }),
    ),
  );
}
