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
export function Ssn4Field({ text, value, error, forgotten, onChange }: Ssn4FieldProps) {
  return (
    <>
      {forgotten && (
        <p className="notice" id="ssn4-notice">
          {text.notice}
        </p>
      )}
      <TextField
        id="ssn4"
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
        aria-describedby={[forgotten && 'ssn4-notice', 'ssn4-hint', error && 'ssn4-error']
          .filter(Boolean)
          .join(' ')}
      />
    </>
  );
}
