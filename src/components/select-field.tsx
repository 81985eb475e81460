import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldError } from './field-error';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** The empty first choice ("Choose a state"); leave it out when a default is always set. */
  placeholder?: string;
  options: readonly { value: string; label: string }[];
}

export function SelectField({
  id,
  label,
  hint,
  error,
  placeholder,
  options,
  className,
  ...select
}: SelectFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
      <select
        id={id}
        name={id}
        className={
          className ? `field__input field__select ${className}` : 'field__input field__select'
        }
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
