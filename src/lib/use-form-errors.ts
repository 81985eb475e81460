import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import type { SummaryError } from '../components/error-summary';
import type { FieldErrors } from './validate';

/**
 * The errors of one form: what each field shows, the summary in field order, and a counter
 * that moves focus to the summary again on every failed submit.
 * `targets` maps a field to the id the summary links to, when it is not the field's name.
 */
export function useFormErrors<TField extends string>(
  order: readonly TField[],
  targets: Partial<Record<TField, string>> = {},
) {
  const { i18n } = useLingui();
  const [errors, setErrorsState] = useState<FieldErrors<TField>>({});
  const [attempt, setAttempt] = useState(0);

  const message = (field: TField): string | undefined => {
    const descriptor: MessageDescriptor | undefined = errors[field];
    return descriptor ? i18n._(descriptor) : undefined;
  };

  const summary: SummaryError[] = order.flatMap((field) => {
    const text = message(field);
    return text ? [{ fieldId: targets[field] ?? field, message: text }] : [];
  });

  return {
    message,
    summary,
    attempt,
    hasErrors: summary.length > 0,
    /** Show these errors (an empty object clears them) and count the attempt. */
    report(next: FieldErrors<string>) {
      setErrorsState(next as FieldErrors<TField>);
      setAttempt((n) => n + 1);
    },
    /** Drop one field's message once it is fixed. */
    clear(field: TField) {
      setErrorsState((current) => {
        if (!(field in current)) return current;
        const { [field]: _removed, ...rest } = current;
        return rest as FieldErrors<TField>;
      });
    },
  };
}
