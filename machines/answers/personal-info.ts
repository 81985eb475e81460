import * as v from 'valibot';
import type { AnswerContext } from './answer-context';
import { isBirthDate } from './birth-date';
import { firstNameKeys, lastNameKeys, nameSchema, ssn4Schema } from './fields';

/** Step 1 (A §5, D7): names, date of birth (YYYY-MM-DD), the last 4 SSN digits, language. */
export function personalInfoAnswer({ today }: Pick<AnswerContext, 'today'>) {
  return v.object({
    firstName: nameSchema(firstNameKeys),
    lastName: nameSchema(lastNameKeys),
    dob: v.pipe(
      v.string(),
      v.check((iso) => isBirthDate(iso, today), 'dobInvalid'),
    ),
    ssn4: ssn4Schema,
    language: v.picklist(['English', 'Spanish'], 'language'),
  });
}
