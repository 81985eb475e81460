import * as v from 'valibot';
import type { AnswerContext } from './answer-context';
import { expectedInitials, initialsMatch } from './applicant-name';
import { NO, YES, type YesNo } from './fields';

/** Step 3's answer. The worksheet's fields (D44) only when the rules ask the worksheet. */
export interface HouseholdAnswer {
  optionAdult: YesNo;
  /** "No" when the applicant lives with no other adult (it was not asked). */
  otherAdultReceivesBenefit: YesNo;
  /** D44: do you share money (income and expenses) with that adult? '' when not asked. */
  sharesMoney?: YesNo | '';
  /** D44: the initials certifying a separate household; '' unless one was certified. */
  iehInitials?: string;
  MK1: string;
  MK2: string;
}

/**
 * D44: the household already has its one benefit: the applicant shares money with an adult
 * at the address who gets it. No eligibility check is sent for it.
 */
export function sharesTheBenefit(answer: Partial<HouseholdAnswer> | undefined): boolean {
  return (
    answer?.optionAdult === YES &&
    answer.otherAdultReceivesBenefit === YES &&
    answer.sharesMoney === YES
  );
}

/** D44: the applicant certified, with their initials, a separate household at the address. */
export function isSeparateHousehold(answer: Partial<HouseholdAnswer> | undefined): boolean {
  return (
    answer?.optionAdult === YES && answer.sharesMoney === NO && Boolean(answer.iehInitials?.trim())
  );
}

/**
 * Step 3 (A §5, D5), and the FCC's household worksheet when the rules ask it (D44, Form
 * 5631): after "does that adult get the benefit?", "do you share money with them?"; not
 * sharing makes a separate household, which the applicant initials. The initials must be the
 * applicant's from step 1; without step 1 there is nothing to compare with, and they are only
 * required. Whether the other adult gets the benefit, and whether money is shared, are asked
 * only of someone who lives with one; otherwise the first is kept as "no" and the second as ''.
 * Under A §5's rules the answer is exactly A's: no worksheet fields.
 */
export function householdAnswer({ answers, rules }: Pick<AnswerContext, 'answers' | 'rules'>) {
  const worksheet = rules.household.worksheet;
  const expected = expectedInitials(answers.personalInfo);
  const matches = (value: string) => expected === '' || initialsMatch(value, expected);
  const initials = v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('initialsRequired'),
    v.check(matches, 'initialsMismatch'),
  );
  const fields = v.object({
    optionAdult: v.picklist([YES, NO], 'optionAdult'),
    otherAdultReceivesBenefit: v.picklist([YES, NO, '']),
    sharesMoney: v.optional(v.picklist([YES, NO, '']), ''),
    iehInitials: v.optional(v.string(), ''),
    MK1: initials,
    MK2: initials,
  });
  // The questions that follow an answer, each checked beside the fields' own checks rather
  // than after them in a pipe (which stops at the first problem), so every message shows at
  // once (D23). What they read is the answer as given; the fields above judge its shape.
  const answered = v.object({
    optionAdult: v.string(),
    otherAdultReceivesBenefit: v.string(),
    sharesMoney: v.optional(v.string(), ''),
    iehInitials: v.optional(v.string(), ''),
  });
  type Answered = v.InferOutput<typeof answered>;
  const withAdult = (input: { optionAdult: string }) => input.optionAdult === YES;
  /** Under the worksheet, a separate household (not sharing money) is being certified. */
  const certifying = (input: Answered) => worksheet && withAdult(input) && input.sharesMoney === NO;
  const followUps = [
    v.pipe(
      answered,
      v.forward(
        v.check(
          (input) => !withAdult(input) || input.otherAdultReceivesBenefit !== '',
          'otherAdultReceivesBenefit',
        ),
        ['otherAdultReceivesBenefit'],
      ),
    ),
    v.pipe(
      answered,
      v.forward(
        v.check(
          (input) => !worksheet || !withAdult(input) || input.sharesMoney !== '',
          'sharesMoney',
        ),
        ['sharesMoney'],
      ),
    ),
    v.pipe(
      answered,
      v.forward(
        v.check(
          (input) => !certifying(input) || input.iehInitials.trim() !== '',
          'iehInitialsRequired',
        ),
        ['iehInitials'],
      ),
    ),
    v.pipe(
      answered,
      v.forward(
        v.check(
          (input) =>
            !certifying(input) ||
            input.iehInitials.trim() === '' ||
            matches(input.iehInitials.trim()),
          'iehInitialsMismatch',
        ),
        ['iehInitials'],
      ),
    ),
  ] as const;
  return v.pipe(
    v.intersect([fields, ...followUps]),
    v.transform((input): HouseholdAnswer => {
      const { sharesMoney, iehInitials, ...answer } = input;
      const adult = withAdult(input);
      const base = {
        optionAdult: answer.optionAdult,
        otherAdultReceivesBenefit: (adult ? answer.otherAdultReceivesBenefit : NO) as YesNo,
        MK1: answer.MK1,
        MK2: answer.MK2,
      };
      if (!worksheet) return base;
      const shares = adult ? (sharesMoney as YesNo | '') : '';
      return {
        ...base,
        sharesMoney: shares,
        iehInitials: shares === NO ? iehInitials.trim() : '',
      };
    }),
  );
}
