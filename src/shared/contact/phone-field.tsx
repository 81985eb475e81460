import type { ClipboardEvent } from 'react';
import type { BoundField } from '../../components/step-form/use-step-form';
import { TextField } from '../../components/text-field';
import { contactLimits, keepDigits, pastedPhoneDigits } from '../rules/contact-rules';

/** Room for "+1 (555) 123-4567" as typed, where formatting is welcome; the digits count. */
export const PHONE_INPUT_MAX_LENGTH = 20;

export interface PhoneFieldProps extends BoundField {
  /** From the page, whose catalog holds them. */
  label: string;
  hint: string;
  /**
   * `digits`: the field keeps 10 digits and a paste keeps its digits (A §5, the application);
   * `as-typed`: formatting is welcome and the schema keeps the digits (B §5, the short form).
   */
  typing: 'digits' | 'as-typed';
  /** The id of a text read with the field after its hint (the short form's consent, B §5). */
  describedBy?: string;
}

/** A U.S. phone number for the applicant's contact details (D9). */
export function PhoneField({ typing, describedBy, ...field }: PhoneFieldProps) {
  const { id, error, onChange } = field;
  const set = (value: string) => onChange({ target: { value } });

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    // maxLength would cut "(555) 123-4567" to "(555) 123-" before the digits are kept.
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    const pasted = pastedPhoneDigits(event.clipboardData.getData('text'));
    set(
      keepDigits(
        input.value.slice(0, start) + pasted + input.value.slice(end),
        contactLimits.phone,
      ),
    );
  };

  const digits = typing === 'digits';
  return (
    <TextField
      {...field}
      type="tel"
      onChange={(event) =>
        set(digits ? keepDigits(event.target.value, contactLimits.phone) : event.target.value)
      }
      onPaste={digits ? onPaste : undefined}
      inputMode={digits ? 'numeric' : 'tel'}
      autoComplete="tel-national"
      maxLength={digits ? contactLimits.phone : PHONE_INPUT_MAX_LENGTH}
      // Only when given: TextField joins hint and error itself otherwise.
      {...(describedBy && {
        'aria-describedby': [`${id}-hint`, describedBy, error && `${id}-error`]
          .filter(Boolean)
          .join(' '),
      })}
    />
  );
}
