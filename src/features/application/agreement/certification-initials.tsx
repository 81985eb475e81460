import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { TextField } from '../../../components/text-field';
import { useProfileText } from '../../../i18n/profile-text';
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
        const notice = certification && notices[certification.id];
        const error = message(field);
        return (
          <li key={certification?.id ?? field}>
            {/* Before the statement, and read with its box (after the box's own name). */}
            {notice && (
              <div className="warning" id={`${field}-notice`}>
                {notice}
              </div>
            )}
            <TextField
              id={field}
              label={
                <>
                  <span className="certification__number">{number}.</span>{' '}
                  {certification ? text(certification) : null}
                </>
              }
              hint={
                initials ? t`Your initials: ${initials} (required)` : t`Your initials (required)`
              }
              error={error}
              {...(notice && {
                'aria-describedby': `${field}-notice ${field}-hint${error ? ` ${field}-error` : ''}`,
              })}
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
