import { msg } from '@lingui/core/macro';
import type { AnswerContext } from '../../../../machines/answers/answer-context';
import { tribalStatusAnswer } from '../../../../machines/answers/tribal-status';
import { DEFAULT_PROGRAM_RULES } from '../../../../machines/program-rules';

export const tribalMessages = {
  tribalId: msg`Enter your Tribal number`,
  tribalIdTooLong: msg`Tribal number must be 24 characters or fewer`,
  // D40, D45: where step 1 asks for the Tribal ID, this step asks only about Tribal lands.
  checkTribal: msg`Choose whether you live on federally recognised Tribal lands`,
  tribalLandsProgram: msg`The program you chose counts only for households on federally recognised Tribal lands. Choose Yes if you live on them, or change how you qualify`,
};

/** Step 5: the step's answer schema, the machine's, under the build's rules. */
export function tribalStatusFormSchema(context: Pick<AnswerContext, 'rules' | 'answers'>) {
  return tribalStatusAnswer(context);
}

/** Step 5 under A §4 (the default build's rules): the box and the Tribal number. */
export const TribalStatusFormSchema = tribalStatusFormSchema({
  rules: DEFAULT_PROGRAM_RULES,
  answers: {},
});
