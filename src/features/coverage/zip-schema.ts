import * as v from 'valibot';

/** B §5 with D8: exactly five digits. */
export const ZipFormSchema = v.object({
  zipCode: v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.regex(/^\d{5}$/, 'invalid')),
});
