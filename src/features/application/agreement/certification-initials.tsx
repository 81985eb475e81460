import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { TextField } from '../../../components/text-field';
import { useProfileText } from '../../../i18n/profile-text';
import { formatMoney } from '../../../lib/money';
import type { AboveLimit } from '../../../shared/programs/income-limits';
import { CERTIFICATIONS } from '../certifications';
import {
  type AgreementForm,
  INITIALS_FIELDS,
  INITIALS_MAX_LENGTH,
  type InitialsField,
} from './agreement-schema';

export interface CertificationInitialsProps {
  /** The applicant's initials, for the hint; empty when the name is not known. */
  initials: string;
  values: AgreementForm;
  /** What to read before a statement's initials, by its id (D59: an income over the limit). */
  notices?: Readonly<Record<string, ReactNode>>;
  message: (field: InitialsField) => string | undefined;
  onChange: (field: InitialsField, value: string) => void;
}

/** The profile's certifications, each with a box for the applicant's initials under it. */
export function CertificationInitials({
  initials,
  values,
  notices = {},
  message,
  onChange,
}: CertificationInitialsProps) {
  const { t } = useLingui();
  const text = useProfileText();
  return (
    <ol className="certifications">
      {INITIALS_FIELDS.map((field, index) => {
        const certification = CERTIFICATIONS[index];
        const number = index + 1;
        return (
          <li key={certification?.id ?? field}>
            <TextField
              id={field}
              label={
                <>
                  <span className="certification__number">{number}.</span>{' '}
                  {certification ? text(certification) : null}
                </>
              }
              notice={certification ? notices[certification.id] : undefined}
              hint={
                initials ? t`Your initials: ${initials} (required)` : t`Your initials (required)`
              }
              error={message(field)}
              value={values[field]}
              onChange={(event) => onChange(field, event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={INITIALS_MAX_LENGTH}
              required
              className="field__input--short"
            />
          </li>
        );
      })}
    </ol>
  );
}

/**
 * D59: the sentence an applicant the income calculator found over the limit reads before
 * initialling the statement that their income is within it.
 */
export function IncomeNotice({ size, yearly, limit }: AboveLimit) {
  const { i18n } = useLingui();
  const income = formatMoney(yearly, i18n.locale, { cents: 'whenAny' });
  const most = formatMoney(limit, i18n.locale, { cents: 'whenAny' });
  return (
    <p>
      <Trans>
        The income you gave, {income} a year, is above the limit of {most} for a household of {size}
        . Initial this statement only if it is true for your household.
      </Trans>
    </p>
  );
}
