import { TextField } from '../../components/text-field';
import { keepSsnDigits } from '../rules/ssn-rules';

/** The field's words, from the page (its catalog's; see PersonText). */
export interface Ssn4Text {
  label: string;
  hint: string;
  /** Shown above the field when a reload dropped the digits. */
  notice: string;
}

export interface Ssn4FieldProps {
  /** The input's id: `ssn4` unless the digits are another person's (D41). */
  id?: string;
  text: Ssn4Text;
  value: string;
  error: string | undefined;
  /** The digits were typed on an earlier visit and a reload dropped them (D14). */
  forgotten: boolean;
  onChange: (ssn4: string) => void;
}

/**
 * The last 4 SSN digits, as the application's first step, the short form's question page
 * and its ID page ask them: digits only, never autofilled, with the reload notice when they
 * are gone.
 */
export function Ssn4Field({
  id = 'ssn4',
  text,
  value,
  error,
  forgotten,
  onChange,
}: Ssn4FieldProps) {
  return (
    <>
      {forgotten && (
        <p className="notice" id={`${id}-notice`}>
          {text.notice}
        </p>
      )}
      <TextField
        id={id}
        label={text.label}
        hint={text.hint}
        error={error}
        value={value}
        onChange={(event) => onChange(keepSsnDigits(event.target.value))}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        maxLength={4}
        className="field__input--short"
        // The reload notice belongs to this field too; TextField only knows its hint and error.
        aria-describedby={[forgotten && `${id}-notice`, `${id}-hint`, error && `${id}-error`]
          .filter(Boolean)
          .join(' ')}
      />
    </>
  );
}
