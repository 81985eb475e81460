import { useLingui } from '@lingui/react/macro';
import { TextField } from '../../components/text-field';
import { type AgreementForm, INITIALS_FIELDS, INITIALS_MAX_LENGTH } from './agreement-schema';
import { CERTIFICATIONS } from './certifications';

type InitialsField = (typeof INITIALS_FIELDS)[number];

export interface CertificationInitialsProps {
  /** The applicant's initials, for the hint; empty when the name is not known. */
  initials: string;
  values: AgreementForm;
  message: (field: InitialsField) => string | undefined;
  onChange: (field: InitialsField, value: string) => void;
}

/** The six certifications, each with a box for the applicant's initials under it. */
export function CertificationInitials({
  initials,
  values,
  message,
  onChange,
}: CertificationInitialsProps) {
  const { t, i18n } = useLingui();
  return (
    <ol className="certifications">
      {INITIALS_FIELDS.map((field, index) => {
        const certification = CERTIFICATIONS[index];
        const number = index + 1;
        return (
          <li key={field}>
            <TextField
              id={field}
              label={
                <>
                  <span className="certification__number">{number}.</span>{' '}
                  {certification ? i18n._(certification) : null}
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
