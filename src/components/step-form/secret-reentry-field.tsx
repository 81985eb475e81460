import { programRules } from 'virtual:carrier-settings';
import { useLingui } from '@lingui/react/macro';
import type { SecretField } from '../../../machines/step-answers';
import { keepSsnDigits } from '../../shared/rules/ssn-rules';
import type { NeededSecret } from '../../shared/secrets/secrets-schema';
import { TextField } from '../text-field';

/** A field's words, from the page (its catalog's: `common` is every page's). */
export interface SecretText {
  label: string;
  hint: string;
}

export interface SecretReentryFieldProps {
  need: NeededSecret;
  ssn4: string;
  tribalId: string;
  /** A dependent's numbers (D41), where the form asks for them, with their words. */
  bqpSsn4?: string;
  bqpTribalId?: string;
  bqpText?: { bqpSsn4: SecretText; bqpTribalId: SecretText };
  onChange: (change: Partial<Record<SecretField, string>>) => void;
  error: (field: SecretField) => string | undefined;
}

/**
 * D14: a secret that was not kept across a reload, asked again where it is needed, with the
 * reason, so the applicant is not sent back to an earlier step for it. A form that lost more
 * than one (the applicant's and a dependent's) shows one of these for each.
 */
export function SecretReentryField({
  need,
  ssn4,
  tribalId,
  bqpSsn4 = '',
  bqpTribalId = '',
  bqpText,
  onChange,
  error,
}: SecretReentryFieldProps) {
  const { t } = useLingui();
  const digits = (field: 'ssn4' | 'bqpSsn4', label: string, hint: string, value: string) => (
    <TextField
      id={field}
      label={label}
      hint={hint}
      error={error(field)}
      value={value}
      onChange={(event) => onChange({ [field]: keepSsnDigits(event.target.value) })}
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      maxLength={4}
      required
      className="field__input--short"
    />
  );
  const number = (
    field: 'tribalId' | 'bqpTribalId',
    label: string,
    hint: string,
    value: string,
  ) => (
    <TextField
      id={field}
      label={label}
      hint={hint}
      error={error(field)}
      value={value}
      onChange={(event) => onChange({ [field]: event.target.value })}
      autoComplete="off"
      spellCheck={false}
      required
    />
  );
  if (need === 'ssn4') {
    return digits(
      'ssn4',
      t`Last 4 digits of your Social Security number`,
      t`For your privacy we never keep these digits when the page reloads, so please type them again.`,
      ssn4,
    );
  }
  if (need === 'tribalId') {
    // Named as the step that asked it named it (secrets-schema.ts).
    return programRules.identity.tribalIdForSsn
      ? number(
          'tribalId',
          t`Tribal ID number`,
          t`For your privacy we never keep your Tribal ID number when the page reloads, so please type it again. Up to 24 characters.`,
          tribalId,
        )
      : number(
          'tribalId',
          t`Tribal number`,
          t`For your privacy we never keep your Tribal number when the page reloads, so please type it again. Up to 24 characters.`,
          tribalId,
        );
  }
  if (need === 'bqpSsn4' && bqpText) {
    return digits('bqpSsn4', bqpText.bqpSsn4.label, bqpText.bqpSsn4.hint, bqpSsn4);
  }
  if (need === 'bqpTribalId' && bqpText) {
    return number('bqpTribalId', bqpText.bqpTribalId.label, bqpText.bqpTribalId.hint, bqpTribalId);
  }
  return null;
}
