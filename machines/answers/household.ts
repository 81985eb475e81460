import * as v from 'valibot';
import type { AnswerContext } from './answer-context';
import { expectedInitials, initialsMatch } from './applicant-name';
import { NO, YES, type YesNo } from './fields';

/**
 * Step 3 (A §5, D5). The initials must be the applicant's from step 1; without step 1 there
 * is nothing to compare with, and they are only required. Whether the other adult gets the
 * benefit is asked only of someone who lives with one; otherwise it is kept as "no".
 */
export function householdAnswer({ answers }: Pick<AnswerContext, 'answers'>) {
  const expected = expectedInitials(answers.personalInfo);
  const initials = v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('initialsRequired'),
    v.check((value) => expected === '' || initialsMatch(value, expected), 'initialsMismatch'),
  );
  return v.pipe(
    v.object({
      optionAdult: v.picklist([YES, NO], 'optionAdult'),
      otherAdultReceivesBenefit: v.picklist([YES, NO, '']),
      MK1: initials,
      MK2: initials,
    }),
    // Checked even when the initials are wrong, so every message shows at once (D23).
    v.forward(
      v.partialCheck(
        [['optionAdult'], ['otherAdultReceivesBenefit']],
        (input) => input.optionAdult !== YES || input.otherAdultReceivesBenefit !== '',
        'otherAdultReceivesBenefit',
      ),
      ['otherAdultReceivesBenefit'],
    ),
    v.transform((input) => ({
      ...input,
      otherAdultReceivesBenefit: (input.optionAdult === YES
        ? input.otherAdultReceivesBenefit
        : NO) as YesNo,
    })),
  );
}
