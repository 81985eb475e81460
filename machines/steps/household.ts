import * as v from 'valibot';
import { expectedInitials, initialsMatch } from '../answers/applicant-name';
import { toUsDate } from '../answers/birth-date';
import { NO, YES } from '../answers/fields';
import { type AnswerOf, fieldList, type Given, type RuleContext } from '../fields/field-list';

// Step 3 (A §5, D5), and the FCC's household worksheet where the rules ask it (D44, Form 5631):
// after "does that adult get the benefit?", "do you share money with them?"; not sharing makes a
// separate household, which the applicant initials. Under A §5's rules the answer is A's alone.

const yesNo = (key: string) => () => v.picklist([YES, NO], key);

/** Initials that must be the applicant's from step 1 (D5); without step 1, only required. */
const initials =
  (required = 'initialsRequired', mismatch = 'initialsMismatch') =>
  ({ answers }: RuleContext) => {
    const expected = expectedInitials(answers.personalInfo);
    return v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(required),
      v.check((value) => expected === '' || initialsMatch(value, expected), mismatch),
    );
  };

const initialsControl = { kind: 'text', width: 'short', letters: true, maxLength: 3 } as const;
const withAdult = (given: Given) => given.optionAdult === YES;
const worksheet = ({ household }: { household: { worksheet: boolean } }) => household.worksheet;

export const householdFields = fieldList({
  optionAdult: {
    control: { kind: 'yesNo' },
    branches: true,
    rule: yesNo('optionAdult'),
    review: { as: 'yesNo' },
    api: { check: 'optionAdult' },
    example: YES,
  },
  /** Asked only of someone who lives with another adult; otherwise kept as "no". */
  otherAdultReceivesBenefit: {
    control: { kind: 'yesNo' },
    branches: true,
    rule: yesNo('otherAdultReceivesBenefit'),
    when: withAdult,
    otherwise: NO,
    review: { as: 'yesNo', when: withAdult },
    example: NO,
  },
  /** D44: do you share money (income and expenses) with that adult? */
  sharesMoney: {
    control: { kind: 'yesNo' },
    branches: true,
    rule: yesNo('sharesMoney'),
    asked: worksheet,
    when: withAdult,
    otherwise: '',
    review: { as: 'yesNo', when: withAdult },
    example: NO,
  },
  /** D44: the initials certifying a separate household (sent at enrolment as `iehFlag`). */
  iehInitials: {
    control: initialsControl,
    rule: initials('iehInitialsRequired', 'iehInitialsMismatch'),
    asked: worksheet,
    when: (given) => withAdult(given) && given.sharesMoney === NO,
    otherwise: '',
    review: { as: 'text', row: 'householdInitials' },
    // D44: a separate household's certification, dated the day of the check that qualified it.
    api: {
      enrol: (initials: string, { checkedOn }) =>
        initials ? { iehFlag: '1', iehCertificationDate: toUsDate(String(checkedOn ?? '')) } : {},
    },
    example: 'RM',
  },
  MK1: {
    control: initialsControl,
    rule: initials(),
    review: { as: 'text', row: 'householdInitials' },
    api: { check: 'MK1' },
    example: 'RM',
  },
  MK2: {
    control: initialsControl,
    rule: initials(),
    review: { as: 'text', row: 'householdInitials' },
    api: { check: 'MK2' },
    example: 'RM',
  },
});

export type HouseholdAnswer = AnswerOf<typeof householdFields>;

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
