import * as v from 'valibot';
import type { AnswerContext } from '../answers/answer-context';
import { ageOn, D7_YOUNGEST, type DateParts, fromIsoDate, toIsoDate } from '../answers/birth-date';
import {
  firstNameKeys,
  ID_TYPES,
  lastNameKeys,
  middleNameKeys,
  nameSchema,
  optionalNameSchema,
  ssn4Schema,
  tribalIdSchema,
} from '../answers/fields';
import { birthDateRule } from '../fields/date-rule';
import { type AnswerOf, fieldList, type Given, type RuleContext } from '../fields/field-list';
import type { ProgramRules } from '../program-rules';

// Step 1 (A §5, D7), under a profile's identityRules also D40 (a middle name; the SSN digits or
// a Tribal ID, one of them) and D41 (18 by the full date of birth, or an emancipated minor).

export const LANGUAGES = ['English', 'Spanish'] as const;

/** The latest birth year listed: D41's youngest under the profile, else D7's. */
const youngest = (rules: ProgramRules) => rules.identity.age?.youngestListed ?? D7_YOUNGEST;

/** The date of birth as given: the three selects of the page, or YYYY-MM-DD; null if not a date. */
function birthDate(given: Given, { rules, today }: Pick<AnswerContext, 'rules' | 'today'>) {
  const value = given.dob;
  const parts: DateParts =
    typeof value === 'string' ? fromIsoDate(value) : ((value ?? {}) as DateParts);
  return toIsoDate(parts, today, youngest(rules));
}

/** D41: the applicant's age on the day they apply is under the profile's adult age. */
export function isUnderAge(context: Pick<AnswerContext, 'rules' | 'today'>, given: Given): boolean {
  const age = context.rules.identity.age;
  const iso = birthDate(given, context);
  return age !== null && iso !== null && ageOn(iso, context.today) < age.adult;
}

/** D40: the applicant chooses which number they give, where the profile lets them. */
const choosesNumber = (rules: ProgramRules) => rules.identity.tribalIdForSsn;

export const personalInfoFields = fieldList({
  firstName: {
    control: { kind: 'text', autoComplete: 'given-name' },
    rule: ({ rules }: RuleContext) => nameSchema(firstNameKeys, rules.identity.nameLength),
    review: { as: 'text', row: 'name', join: 'space' },
    api: { check: 'firstName' },
    example: 'Rosa',
  },
  middleName: {
    control: { kind: 'text', autoComplete: 'additional-name' },
    asked: (rules) => rules.identity.middleName,
    rule: ({ rules }) =>
      v.optional(optionalNameSchema(middleNameKeys, rules.identity.nameLength), ''),
    review: { as: 'text', row: 'name' },
    api: { check: { name: 'middleName', omitEmpty: true } },
    example: 'Elena',
  },
  lastName: {
    control: { kind: 'text', autoComplete: 'family-name' },
    rule: ({ rules }) => nameSchema(lastNameKeys, rules.identity.nameLength),
    review: { as: 'text', row: 'name' },
    api: { check: 'lastName' },
    example: 'Martinez-Luna',
  },
  dob: {
    control: { kind: 'date', youngest },
    rule: ({ rules, today }) =>
      birthDateRule({ required: 'dobRequired', invalid: 'dobInvalid' }, today, youngest(rules)),
    review: { as: 'date' },
    api: { check: 'dob' },
    example: '1984-03-09',
  },
  /** D41: asked only of someone under age, who applies as an emancipated minor. */
  emancipatedMinor: {
    control: { kind: 'checkbox' },
    asked: (rules) => rules.identity.age !== null,
    when: (given, context) => isUnderAge(context, given),
    otherwise: false,
    rule: () => v.literal(true, 'underAge'),
    review: { as: 'yesNo', when: (answer) => answer.emancipatedMinor === true },
    example: false,
  },
  /** D40: the SSN digits or a Tribal ID (a member of a Tribe with no SSN). */
  idType: {
    control: { kind: 'custom', target: 'idType-0' },
    asked: choosesNumber,
    rule: () => v.picklist(ID_TYPES, 'idType'),
    example: 'ssn4',
  },
  ssn4: {
    control: { kind: 'custom' },
    when: (given, { rules }) => !choosesNumber(rules) || given.idType === 'ssn4',
    otherwise: '',
    rule: () => ssn4Schema,
    secret: true,
    review: { as: 'hidden', row: 'ssn4', when: (answer) => answer.idType !== 'tribalId' },
    api: {
      check: {
        name: 'ssn4',
        when: (answers) => applicantIdType(answers) === 'ssn4',
      },
    },
    example: '4821',
  },
  tribalId: {
    control: { kind: 'custom' },
    asked: choosesNumber,
    when: (given) => given.idType === 'tribalId',
    otherwise: '',
    rule: () => tribalIdSchema,
    secret: true,
    review: { as: 'hidden', row: 'idNumber', when: (answer) => answer.idType === 'tribalId' },
    api: {
      check: {
        name: 'tribalId',
        when: (answers) => applicantIdType(answers) === 'tribalId',
      },
    },
    example: '',
  },
  language: {
    control: { kind: 'choice', options: () => LANGUAGES, inline: true },
    rule: () => v.picklist(LANGUAGES, 'language'),
    review: { as: 'choice' },
    api: { check: 'language' },
    example: 'Spanish',
  },
});

export type PersonalInfoAnswer = AnswerOf<typeof personalInfoFields>;

/**
 * The number the applicant gives for who they are: the one step 1 says (D40), else A §4's
 * rule, the Tribal number with the Tribal box ticked and the SSN digits otherwise. `answers`
 * is every step's answer, flat.
 */
export function applicantIdType(answers: Given): 'ssn4' | 'tribalId' {
  if (answers.idType === 'ssn4' || answers.idType === 'tribalId') return answers.idType;
  // A §4: with the Tribal box ticked, its number (even one a reload dropped, asked again).
  return answers.checkTribal === true && answers.tribalId !== undefined ? 'tribalId' : 'ssn4';
}
