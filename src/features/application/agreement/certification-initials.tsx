import { useLingui } from '@lingui/react/macro';
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
  message: (field: InitialsField) => string | undefined;
  onChange: (field: InitialsField, value: string) => void;
}

/** The profile's certifications, each with a box for the applicant's initials under it. */
export function CertificationInitials({
  initials,
  values,
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
