import * as v from 'valibot';
import type { AnswerContext } from './answer-context';
import { isBirthDate } from './birth-date';
import { ID_TYPES, type IdType, nameSchema, ssn4SchemaWith, tribalIdSchemaWith } from './fields';
import { refusesTribalProgram } from './tribal-status';

/** E4's sub-choices: the `publicHousingCode` of A §3. */
export const PUBLIC_HOUSING_CODES = ['1', '2', '3', '4'] as const;

export const MAX_ADULTS = 10;
export const MAX_CHILDREN = 10;

const count = (min: number, max: number, key: string) =>
  v.pipe(v.number(), v.integer(key), v.minValue(min, key), v.maxValue(max, key));

/**
 * Step 4 (A §4, §5): a program of the profile, with E4's housing choice, a school program's
 * school, or the income route's household and income (D12, D13). Only E4 keeps a housing code,
 * only a school program a school, only the income route an income. A program that counts only
 * on Tribal lands is refused to a household that said it does not live on them (D45).
 */
export function programAnswer(context: Pick<AnswerContext, 'rules' | 'answers'>) {
  const { rules } = context;
  const onTribalLands = context.answers.tribalStatus?.checkTribal;
  const isSchool = (code: string) => rules.schoolProgramCodes.some((school) => school === code);
  return v.pipe(
    v.object({
      eligibilityProgramCode: v.pipe(
        v.picklist(rules.programCodes, 'eligibilityProgramCode'),
        v.check(
          (code) => !refusesTribalProgram(context, code, onTribalLands),
          'tribalLandsProgram',
        ),
      ),
      publicHousingCode: v.union([v.picklist(PUBLIC_HOUSING_CODES), v.literal('')]),
      schoolName: v.pipe(v.string(), v.trim()),
      income: v.nullable(
        v.object({
          adults: count(1, MAX_ADULTS, 'adults'),
          children: count(0, MAX_CHILDREN, 'children'),
          amount: v.pipe(v.number(), v.minValue(0, 'amountInvalid')),
          period: v.picklist(['monthly', 'yearly']),
        }),
      ),
    }),
    v.forward(
      v.check(
        (answer) => (answer.eligibilityProgramCode === 'E4') === (answer.publicHousingCode !== ''),
        'publicHousingCode',
      ),
      ['publicHousingCode'],
    ),
    v.forward(
      v.check(
        (answer) => isSchool(answer.eligibilityProgramCode) === (answer.schoolName !== ''),
        'schoolName',
      ),
      ['schoolName'],
    ),
    v.forward(
      v.check(
        (answer) =>
          (answer.eligibilityProgramCode === rules.incomeRoute) === (answer.income !== null),
        'amountRequired',
      ),
      ['income'],
    ),
  );
}

export type ProgramAnswer = v.InferOutput<ReturnType<typeof programAnswer>>;

// ---- D41: the benefit qualifying person ---------------------------------------------

export const QUALIFYING_PERSONS = ['applicant', 'dependent'] as const;
export type QualifyingPerson = (typeof QUALIFYING_PERSONS)[number];

/**
 * Who takes part in the program (or whose income counts): the applicant, or their child or
 * dependent, the benefit qualifying person, whose name, date of birth and number the check
 * sends as `bqp*` (D41). The number is never stored (D14).
 */
export interface BenefitQualifyingPerson {
  qualifyingPerson: QualifyingPerson;
  /** '' when the applicant takes part themself. */
  bqpFirstName: string;
  bqpLastName: string;
  /** YYYY-MM-DD. */
  bqpDob: string;
  bqpIdType: IdType | '';
  bqpSsn4: string;
  bqpTribalId: string;
}

/** Step 4's answer: the program, and where the profile asks, who takes part in it. */
export type QualificationAnswer = ProgramAnswer & Partial<BenefitQualifyingPerson>;

/** What the form shows (the choices made so far), so each field is judged alone (D23). */
export interface QualifyingPersonShown {
  qualifyingPerson: QualifyingPerson | '';
  bqpIdType: IdType | '';
}

export const bqpFirstNameKeys = {
  required: 'bqpFirstNameRequired',
  tooShort: 'bqpFirstNameTooShort',
  tooLong: 'bqpFirstNameTooLong',
  invalid: 'bqpFirstNameInvalid',
} as const;

export const bqpLastNameKeys = {
  required: 'bqpLastNameRequired',
  tooShort: 'bqpLastNameTooShort',
  tooLong: 'bqpLastNameTooLong',
  invalid: 'bqpLastNameInvalid',
} as const;

type Context = Pick<AnswerContext, 'rules' | 'today'>;

/** The person's date of birth: any real day from 1900 to today (a baby is a dependent too). */
export function bqpBirthDateSchema({ today }: Context) {
  return v.pipe(
    v.string(),
    v.nonEmpty('bqpDobRequired'),
    v.check((iso) => isBirthDate(iso, today, 0), 'bqpDobInvalid'),
  );
}

/**
 * D41's questions as a schema: `dob` judges the person's date of birth as the form holds it;
 * `shown` narrows the schema to the fields on show (the machine judges a whole answer).
 */
export function qualifyingPersonSchema<TDob extends v.GenericSchema<unknown, string>>(
  context: Context,
  dob: TDob,
  shown?: QualifyingPersonShown,
): v.GenericSchema<unknown, BenefitQualifyingPerson> {
  const length = context.rules.identity.nameLength;
  const notAsked = v.optional(v.string());
  // Whatever the form still holds of a child (the date as its three selects among it) is
  // dropped when the applicant takes part: nothing of it is judged.
  const applicant = v.object({ qualifyingPerson: v.literal('applicant') });
  const dependent = (idType: IdType | '') =>
    v.object({
      qualifyingPerson: v.literal('dependent'),
      bqpFirstName: nameSchema(bqpFirstNameKeys, length),
      bqpLastName: nameSchema(bqpLastNameKeys, length),
      bqpDob: dob,
      // The choice names the number checked (see the applicant's, personal-info.ts).
      bqpIdType: idType === '' ? v.picklist(ID_TYPES, 'bqpIdType') : v.literal(idType, 'bqpIdType'),
      bqpSsn4:
        idType === 'ssn4'
          ? ssn4SchemaWith({ required: 'bqpSsn4Required', invalid: 'bqpSsn4Invalid' })
          : notAsked,
      bqpTribalId:
        idType === 'tribalId'
          ? tribalIdSchemaWith({ required: 'bqpTribalId', tooLong: 'bqpTribalIdTooLong' })
          : notAsked,
    });
  const person = !shown
    ? v.union([applicant, dependent('ssn4'), dependent('tribalId')])
    : shown.qualifyingPerson === 'dependent'
      ? dependent(shown.bqpIdType)
      : shown.qualifyingPerson === 'applicant'
        ? applicant
        : v.object({ qualifyingPerson: v.picklist(QUALIFYING_PERSONS, 'qualifyingPerson') });
  return v.pipe(
    person as unknown as v.GenericSchema<unknown, Partial<BenefitQualifyingPerson>>,
    // Only the dependent's answers are kept, and of their numbers only the one given.
    v.transform((answer): BenefitQualifyingPerson => {
      const given = answer.qualifyingPerson === 'dependent';
      const idType = given ? ((answer.bqpIdType ?? '') as IdType | '') : '';
      return {
        qualifyingPerson: answer.qualifyingPerson ?? 'applicant',
        bqpFirstName: given ? (answer.bqpFirstName ?? '') : '',
        bqpLastName: given ? (answer.bqpLastName ?? '') : '',
        bqpDob: given ? (answer.bqpDob ?? '') : '',
        bqpIdType: idType,
        bqpSsn4: idType === 'ssn4' ? (answer.bqpSsn4 ?? '') : '',
        bqpTribalId: idType === 'tribalId' ? (answer.bqpTribalId ?? '') : '',
      };
    }),
  );
}

/**
 * Step 4's answer under the build's rules (DEC-171): the program, and, where the profile asks
 * (D41), who takes part in it.
 */
export function qualificationAnswer(
  context: Pick<AnswerContext, 'rules' | 'answers' | 'today'>,
): v.GenericSchema<unknown, QualificationAnswer> {
  if (!context.rules.identity.benefitQualifyingPerson) return programAnswer(context);
  return v.intersect([
    programAnswer(context),
    qualifyingPersonSchema(context, bqpBirthDateSchema(context)),
  ]);
}
