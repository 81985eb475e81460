import * as v from 'valibot';
import { type AnswerOf, fieldList } from '../fields/field-list';

// The short form's program page (/ConfirmProgrammPage, B §2): a program that qualifies the
// household by itself (the profile's `legacyProgramCodes`), or none, and the ID page follows.

export const legacyProgramFields = fieldList({
  inProgram: {
    control: { kind: 'yesNo', values: [true, false] },
    rule: () => v.boolean('inProgram'),
    example: true,
  },
  eligibilityProgramCode: {
    control: { kind: 'choice', options: (rules) => rules.legacyProgramCodes },
    when: (given) => given.inProgram === true,
    otherwise: '',
    // Kept as a string, as the provider's field is.
    rule: ({ rules }) =>
      v.pipe(
        v.string('eligibilityProgramCode'),
        v.check(
          (code) => rules.legacyProgramCodes.some((offered) => offered === code),
          'eligibilityProgramCode',
        ),
      ),
    review: { as: 'choice', row: 'program' },
    api: { check: 'eligibilityProgramCode' },
    example: 'E2',
  },
});

export type LegacyProgram = AnswerOf<typeof legacyProgramFields>;
