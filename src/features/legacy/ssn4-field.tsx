import { Trans, useLingui } from '@lingui/react/macro';
import { TextField } from '../../components/text-field';
import { keepSsnDigits } from '../../shared/rules/ssn-rules';

export interface Ssn4FieldProps {
  value: string;
  error: string | undefined;
  /** The digits were typed on an earlier visit and a reload dropped them (D14). */
  forgotten: boolean;
  onChange: (ssn4: string) => void;
}

/**
 * The last 4 SSN digits of the short form (the question page, and the ID page's SSN choice),
 * with the reload notice when they are gone.
 */
export function Ssn4Field({ value, error, forgotten, onChange }: Ssn4FieldProps) {
  const { t } = useLingui();
  return (
    <>
      {forgotten && (
        <p className="notice" id="ssn4-notice">
          <Trans>
            For your safety we do not keep these 4 digits when the page reloads. Please enter them
            again.
          </Trans>
        </p>
      )}
      <TextField
        id="ssn4"
        label={t`Last 4 digits of your Social Security number`}
        hint={t`The National Verifier uses them to confirm who you are. We send them only with your application and never store them.`}
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
