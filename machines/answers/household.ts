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
  const initials = v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('initialsRequired'),
    v.check((value) => expected === '' || initialsMatch(value, expected), 'initialsMismatch'),
  );
  const withAdult = (input: { optionAdult: string }) => input.optionAdult === YES;
  return v.pipe(
    v.object({
      optionAdult: v.picklist([YES, NO], 'optionAdult'),
      otherAdultReceivesBenefit: v.picklist([YES, NO, '']),
      sharesMoney: v.optional(v.picklist([YES, NO, '']), ''),
      iehInitials: v.optional(v.string(), ''),
      MK1: initials,
      MK2: initials,
    }),
    // Checked even when the initials are wrong, so every message shows at once (D23).
    v.forward(
      v.partialCheck(
        [['optionAdult'], ['otherAdultReceivesBenefit']],
        (input) => !withAdult(input) || input.otherAdultReceivesBenefit !== '',
        'otherAdultReceivesBenefit',
      ),
      ['otherAdultReceivesBenefit'],
    ),
    v.forward(
      v.partialCheck(
        [['optionAdult'], ['sharesMoney']],
        (input) => !worksheet || !withAdult(input) || input.sharesMoney !== '',
        'sharesMoney',
      ),
      ['sharesMoney'],
    ),
    v.forward(
      v.partialCheck(
        [['optionAdult'], ['sharesMoney'], ['iehInitials']],
        (input) =>
          !worksheet ||
          !withAdult(input) ||
          input.sharesMoney !== NO ||
          input.iehInitials.trim() !== '',
        'iehInitialsRequired',
      ),
      ['iehInitials'],
    ),
    v.forward(
      v.partialCheck(
        [['optionAdult'], ['sharesMoney'], ['iehInitials']],
        (input) =>
          !worksheet ||
          !withAdult(input) ||
          input.sharesMoney !== NO ||
          input.iehInitials.trim() === '' ||
          expected === '' ||
          initialsMatch(input.iehInitials.trim(), expected),
        'iehInitialsMismatch',
      ),
      ['iehInitials'],
    ),
    v.transform((input): HouseholdAnswer => {
      const { sharesMoney, iehInitials, ...answer } = input;
      const adult = withAdult(input);
      const base = {
        ...answer,
        otherAdultReceivesBenefit: (adult ? answer.otherAdultReceivesBenefit : NO) as YesNo,
      };
      if (!worksheet) return base;
      const shares = adult ? sharesMoney : '';
      return {
        ...base,
        sharesMoney: shares,
        iehInitials: shares === NO ? iehInitials.trim() : '',
      };
    }),
  );
}
