import { Trans } from '@lingui/react/macro';
import type { ChangeEvent } from 'react';
import { PHOTO_EXTENSIONS } from '../../../machines/steps/legacy-identity-page';
import { FieldError } from '../../components/field-error';

/** The file picker's filter; the row's rule still judges the file, as a picker can show "All files". */
const PHOTO_ACCEPT = [
  ...PHOTO_EXTENSIONS.map((extension) => `.${extension}`),
  'image/jpeg',
  'image/png',
  'image/gif',
  'application/pdf',
].join(',');

export interface PhotoFieldProps {
  /** Its words, from its row's (id-verification-words.tsx). */
  label: string;
  hint: string;
  /** A problem found the moment the file was chosen, announced while focus stays here. */
  shownNow: string | undefined;
  /** The problem reported by Next. */
  reported: string | undefined;
  /** The name of a file attached on an earlier visit, when none is chosen now. */
  earlierPhoto: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** The document's photo or scan (B §3): a native file picker with its hint and messages. */
export function PhotoField({
  label,
  hint,
  shownNow,
  reported,
  earlierPhoto,
  onChange,
}: PhotoFieldProps) {
  const photoError = shownNow ?? reported;
  return (
    <div className={photoError ? 'field field--error' : 'field'}>
      <label className="field__label" htmlFor="photo">
        {label}
      </label>
      <p className="field__hint" id="photo-hint">
        {hint}
      </p>
      {earlierPhoto && (
        <p className="field__hint" id="photo-earlier">
          <Trans>
            You attached {earlierPhoto} before. Attach a file only if you want to replace it.
          </Trans>
        </p>
      )}
      {/* A problem found when the file is chosen is announced; focus stays on the picker. */}
      <div aria-live="polite">{shownNow && <FieldError id="photo-error" message={shownNow} />}</div>
      {!shownNow && <FieldError id="photo-error" message={reported} />}
      <input
        id="photo"
        name="photo"
        type="file"
        accept={PHOTO_ACCEPT}
        className="field__input"
        onChange={onChange}
        aria-invalid={photoError ? true : undefined}
        aria-describedby={[
          'photo-hint',
          earlierPhoto && 'photo-earlier',
          photoError && 'photo-error',
        ]
          .filter(Boolean)
          .join(' ')}
      />
    </div>
  );
}
