import * as v from 'valibot';
import { middleNameKeys, optionalNameSchema } from '../answers/fields';
import { type AnswerOf, fieldList } from '../fields/field-list';
import { personalInfoFields as step1 } from './personal-info';

// The short form's name page (/PersonalInformationPage, B §2): step 1's names and date of birth
// (D7, D28), with a middle name always asked, optional: an initial is enough.

export const legacyPersonalFields = fieldList({
  firstName: step1.firstName,
  middleName: {
    control: { kind: 'text', autoComplete: 'additional-name' },
    rule: ({ rules }) =>
      v.optional(optionalNameSchema(middleNameKeys, rules.identity.nameLength), ''),
    review: { as: 'text', row: 'name' },
    api: { check: { name: 'middleName', omitEmpty: true } },
    example: 'Elena',
  },
  lastName: step1.lastName,
  dob: step1.dob,
});

export type LegacyPersonal = AnswerOf<typeof legacyPersonalFields>;
