import type { MessageDescriptor } from '@lingui/core';
import * as v from 'valibot';

export type FieldErrors<TField extends string> = Partial<Record<TField, MessageDescriptor>>;

export type Validation<TOutput, TField extends string> =
  | { ok: true; value: TOutput }
  | { ok: false; errors: FieldErrors<TField> };

/**
 * Run a form schema and keep the first problem of every field (D23: all fields at once).
 * Schemas name their problems with keys of `messages`, so the text stays translatable.
 */
export function validate<
  TSchema extends v.GenericSchema,
  TMessages extends Record<string, MessageDescriptor>,
>(
  schema: TSchema,
  input: unknown,
  messages: TMessages,
): Validation<v.InferOutput<TSchema>, string> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return { ok: true, value: result.output };
  const errors: FieldErrors<string> = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? 'form';
    const message = messages[issue.message];
    if (message && !(field in errors)) errors[field] = message;
  }
  return { ok: false, errors };
}
