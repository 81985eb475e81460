import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldError } from './field-error';

export interface CheckboxFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
}

/** One native checkbox with its label (the whole label is the click target). */
export function CheckboxField({ id, label, hint, error, ...input }: CheckboxFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <FieldError id={`${id}-error`} message={error} />
      <div className="choice">
        <input
          id={id}
          name={id}
          type="checkbox"
          className="choice__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          {...input}
        />
        <label className="choice__label" htmlFor={id}>
          {label}
        </label>
      </div>
      {hint && (
        <p className="field__hint choice__hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}
