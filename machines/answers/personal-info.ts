import * as v from 'valibot';
import type { AnswerContext } from './answer-context';
import { ageOn, D7_YOUNGEST, isBirthDate } from './birth-date';
import {
  firstNameKeys,
  ID_TYPES,
  type IdType,
  lastNameKeys,
  middleNameKeys,
  nameSchema,
  optionalNameSchema,
  ssn4Schema,
  tribalIdSchema,
} from './fields';

export const LANGUAGES = ['English', 'Spanish'] as const;

/** Step 1's answer (A §5, D7; under a profile's identityRules also D40, D41). */
export interface PersonalInfoAnswer {
  firstName: string;
  /** D40, where the profile asks for it: '' when left out. */
  middleName?: string;
  lastName: string;
  /** YYYY-MM-DD. */
  dob: string;
  /** D41, where the profile lets emancipated minors apply: true only for one under age. */
  emancipatedMinor?: boolean;
  /** D40, where the profile lets the applicant choose which number they give. */
  idType?: IdType;
  /** Never stored (D14): '' after a reload, and '' when a Tribal ID is given instead. */
  ssn4: string;
  /** D40: never stored (D14); '' when the SSN digits are given. */
  tribalId?: string;
  language: (typeof LANGUAGES)[number];
}

/**
 * What the form shows, when a page validates with the schema: the number chosen and whether
 * the date of birth makes the applicant under age. Each field is then judged on its own, so
 * every message shows at once (D23); the machine, which judges a whole answer, needs neither.
 */
export interface PersonalInfoShown {
  idType: IdType | '';
  underAge: boolean;
}

type Context = Pick<AnswerContext, 'rules' | 'today'>;

/** D41: the applicant's age on the day they apply is under the profile's adult age. */
export function isUnderAge({ rules, today }: Context, dob: string): boolean {
  const age = rules.identity.age;
  return (
    age !== null && isBirthDate(dob, today, age.youngestListed) && ageOn(dob, today) < age.adult
  );
}

/** The date of birth: chosen (`dobRequired`), a real date in the years listed (D7, D41). */
export function birthDateSchema({ rules, today }: Context) {
  const youngest = rules.identity.age?.youngestListed ?? D7_YOUNGEST;
  return v.pipe(
    v.string(),
    v.nonEmpty('dobRequired'),
    v.check((iso) => isBirthDate(iso, today, youngest), 'dobInvalid'),
  );
}

/** The names every profile asks, by the profile's name rules (D28). */
function nameEntries({ rules }: Context) {
  const length = rules.identity.nameLength;
  return {
    firstName: nameSchema(firstNameKeys, length),
    lastName: nameSchema(lastNameKeys, length),
  };
}

const language = v.picklist(LANGUAGES, 'language');

/**
 * D40: the number given, and the other one left out. The choice names the number checked: an
 * answer that chose the Tribal ID is judged by it, whatever digits it still holds.
 */
function numberEntries(idType: IdType | '') {
  const notGiven = v.optional(v.string());
  return {
    idType: idType === '' ? v.picklist(ID_TYPES, 'idType') : v.literal(idType, 'idType'),
    ssn4: idType === 'ssn4' ? ssn4Schema : notGiven,
    tribalId: idType === 'tribalId' ? tribalIdSchema : notGiven,
  };
}

/**
 * Step 1's answer schema under the build's rules, today (A §5, D7; D40, D41 where the profile
 * says so). `dob` judges the date of birth as the form holds it (the page's three selects);
 * `shown` narrows the schema to what the form shows (see PersonalInfoShown).
 */
export function personalInfoSchema<TDob extends v.GenericSchema<unknown, string>>(
  context: Context,
  dob: TDob,
  shown?: PersonalInfoShown,
): v.GenericSchema<unknown, PersonalInfoAnswer> {
  const identity = context.rules.identity;
  const { firstName, lastName } = nameEntries(context);
  if (!identity.tribalIdForSsn && !identity.middleName && identity.age === null) {
    // A §5 as it is: the SSN digits, and nothing else.
    return v.object({
      firstName,
      lastName,
      dob,
      ssn4: ssn4Schema,
      language,
    }) as unknown as v.GenericSchema<unknown, PersonalInfoAnswer>;
  }
  const middleName: v.ObjectEntries = identity.middleName
    ? { middleName: v.optional(optionalNameSchema(middleNameKeys, identity.nameLength), '') }
    : {};
  // D41: asked only of someone under age; the page words the refusal.
  const emancipatedMinor =
    shown?.underAge === true ? v.literal(true, 'underAge') : v.optional(v.boolean(), false);
  // In page order, so the error summary lists the problems as the fields come.
  const byNumber = (idType: IdType | ''): v.GenericSchema =>
    v.object({
      firstName,
      ...middleName,
      lastName,
      dob,
      emancipatedMinor,
      ...((identity.tribalIdForSsn
        ? numberEntries(idType)
        : { ssn4: ssn4Schema }) as v.ObjectEntries),
      language,
    }) as unknown as v.GenericSchema;
  const object = shown
    ? byNumber(shown.idType)
    : identity.tribalIdForSsn
      ? v.union([byNumber('ssn4'), byNumber('tribalId')])
      : byNumber('ssn4');
  return v.pipe(
    object as unknown as v.GenericSchema<unknown, PersonalInfoAnswer>,
    // D41, for a whole answer: under age only as an emancipated minor.
    v.check(
      (answer) => !isUnderAge(context, answer.dob) || answer.emancipatedMinor === true,
      'underAge',
    ),
    v.transform(
      (answer): PersonalInfoAnswer => ({
        ...answer,
        // Said only by someone under age: an adult is not asked.
        ...(identity.age ? { emancipatedMinor: isUnderAge(context, answer.dob) } : {}),
        // D40: one number is sent, never both; the other is not kept.
        ...(identity.tribalIdForSsn
          ? {
              ssn4: answer.idType === 'ssn4' ? answer.ssn4.trim() : '',
              tribalId: answer.idType === 'tribalId' ? (answer.tribalId ?? '').trim() : '',
            }
          : {}),
      }),
    ),
  );
}

/** Step 1's answer, as the machine judges it (DEC-171). */
export function personalInfoAnswer(context: Context) {
  return personalInfoSchema(context, birthDateSchema(context));
}
