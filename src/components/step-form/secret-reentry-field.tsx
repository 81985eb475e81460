import { useLingui } from '@lingui/react/macro';
import { keepSsnDigits } from '../../shared/rules/ssn-rules';
import type { NeededSecret } from '../../shared/secrets/secrets-schema';
import { TextField } from '../text-field';

export interface SecretReentryFieldProps {
  need: NeededSecret;
  ssn4: string;
  tribalId: string;
  onChange: (change: { ssn4?: string; tribalId?: string }) => void;
  error: (field: 'ssn4' | 'tribalId') => string | undefined;
}

/**
 * D14: the one secret that was not kept across a reload, asked again where it is needed,
 * with the reason, so the applicant is not sent back to an earlier step for it.
 */
export function SecretReentryField({
  need,
  ssn4,
  tribalId,
  onChange,
  error,
}: SecretReentryFieldProps) {
  const { t } = useLingui();
  if (need === 'ssn4') {
    return (
      <TextField
        id="ssn4"
        label={t`Last 4 digits of your Social Security number`}
        hint={t`For your privacy we never keep these digits when the page reloads, so please type them again.`}
        error={error('ssn4')}
        value={ssn4}
        onChange={(event) => onChange({ ssn4: keepSsnDigits(event.target.value) })}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        maxLength={4}
        required
        className="field__input--short"
      />
    );
  }
  if (need === 'tribalId') {
    return (
      <TextField
        id="tribalId"
        label={t`Tribal number`}
        hint={t`For your privacy we never keep your Tribal number when the page reloads, so please type it again. Up to 24 characters.`}
        error={error('tribalId')}
        value={tribalId}
        onChange={(event) => onChange({ tribalId: event.target.value })}
        autoComplete="off"
        spellCheck={false}
        required
      />
    );
  }
  return null;
}
