import type { ReactNode } from 'react';
import { FieldError } from './field-error';

export interface RadioOption<TValue extends string> {
  value: TValue;
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the option while it is chosen (GOV.UK "conditional reveal"). */
  reveal?: ReactNode;
}

export interface RadioGroupProps<TValue extends string> {
  /** The group's name; the first option's id is `${name}-0`, the error summary's target. */
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  options: RadioOption<TValue>[];
  value: TValue | '';
  onChange: (value: TValue) => void;
  /** Inline yes/no style. */
  inline?: boolean;
}

/** Native radios in a fieldset whose legend asks the question. */
export function RadioGroup<TValue extends string>({
  name,
  legend,
  hint,
  error,
  options,
  value,
  onChange,
  inline = false,
}: RadioGroupProps<TValue>) {
  const hintId = hint ? `${name}-hint` : undefined;
  const errorId = error ? `${name}-error` : undefined;
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <fieldset
        className="fieldset"
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      >
        <legend className="fieldset__legend">{legend}</legend>
        {hint && (
          <p className="field__hint" id={hintId}>
            {hint}
          </p>
        )}
        <FieldError id={`${name}-error`} message={error} />
        <div className={inline ? 'choices choices--inline' : 'choices'}>
          {options.map((option, index) => {
            const id = `${name}-${index}`;
            const optionHintId = option.hint ? `${id}-hint` : undefined;
            return (
              <div key={option.value}>
                <div className="choice">
                  <input
                    id={id}
                    type="radio"
                    name={name}
                    className="choice__input"
                    value={option.value}
                    checked={value === option.value}
                    onChange={() => onChange(option.value)}
                    aria-describedby={optionHintId}
                  />
                  <label className="choice__label" htmlFor={id}>
                    {option.label}
                  </label>
                </div>
                {option.hint && (
                  <p className="field__hint choice__hint" id={optionHintId}>
                    {option.hint}
                  </p>
                )}
                {option.reveal && value === option.value && (
                  <div className="choice__reveal">{option.reveal}</div>
                )}
              </div>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
