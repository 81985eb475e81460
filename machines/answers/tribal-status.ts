import * as v from 'valibot';
import { tribalIdSchema } from './fields';

/** Step 5 (A §4, §5): the Tribal box, and the Tribal number when it is ticked. */
export function tribalStatusAnswer() {
  return v.pipe(
    v.variant('checkTribal', [
      v.object({ checkTribal: v.literal(true), tribalId: tribalIdSchema }),
      v.object({ checkTribal: v.literal(false), tribalId: v.optional(v.string()) }),
    ]),
    // A §4: without the box ticked no number is kept.
    v.transform((answer): { checkTribal: boolean; tribalId: string } => ({
      checkTribal: answer.checkTribal,
      tribalId: answer.checkTribal ? answer.tribalId : '',
    })),
  );
}
