import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldError } from './field-error';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** A warning between the label and the hint, read with the field (D59, before initials). */
  notice?: ReactNode;
  error?: string | undefined;
}

/** A native input with its label, hint and error message tied to it for assistive tech. */
export function TextField({ id, label, hint, notice, error, className, ...input }: TextFieldProps) {
  const noticeId = notice ? `${id}-notice` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [noticeId, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {notice && (
        <div className="warning" id={noticeId}>
          {notice}
        </div>
      )}
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
      <input
        id={id}
        name={id}
        className={className ? `field__input ${className}` : 'field__input'}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
    </div>
  );
}
