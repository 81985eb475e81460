import { Trans, useLingui } from '@lingui/react/macro';
import type { ChangeEvent } from 'react';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import {
  DOCUMENT_NUMBER_MAX_LENGTH,
  GOVERNMENT_IDS,
  type IdVerificationField,
  type IdVerificationForm,
} from './id-verification-schema';
import { PhotoField } from './photo-field';

export interface IdentityDocumentFieldsProps {
  form: IdVerificationForm;
  message: (field: IdVerificationField) => string | undefined;
  /** The problem of the file just chosen, shown before Next is pressed. */
  photoNow: string | undefined;
  /** The number was typed on an earlier visit and a reload dropped it (D14). */
  numberForgotten: boolean;
  onChange: (change: Partial<IdVerificationForm>) => void;
  onPhoto: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** The ID page's document choice (B §3): its type, its number and a photo of it. */
export function IdentityDocumentFields({
  form,
  message,
  photoNow,
  numberForgotten,
  onChange,
  onPhoto,
}: IdentityDocumentFieldsProps) {
  const { t, i18n } = useLingui();
  return (
    <>
      <SelectField
        id="documentType"
        label={t`Type of document`}
        placeholder={t`Choose a document`}
        error={message('documentType')}
        options={GOVERNMENT_IDS.map((id) => ({ value: id.type, label: i18n._(id.name) }))}
        value={form.documentType}
        onChange={(event) =>
          onChange({ documentType: event.target.value as IdVerificationForm['documentType'] })
        }
      />
      {numberForgotten && (
        <p className="notice">
          <Trans>
            For your safety we do not keep your document’s number when the page reloads. Please
            enter it again.
          </Trans>
        </p>
      )}
      <TextField
        id="documentNumber"
        label={t`Document number`}
        hint={t`As it is printed on the document. We send it only with your application and never store it.`}
        error={message('documentNumber')}
        value={form.documentNumber}
        onChange={(event) => onChange({ documentNumber: event.target.value })}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={DOCUMENT_NUMBER_MAX_LENGTH}
      />
      <PhotoField
        shownNow={photoNow}
        reported={message('photo')}
        earlierPhoto={form.photo === null ? form.earlierPhotoName : ''}
        onChange={onPhoto}
      />
      <p className="notice">
        <Trans>
          The photo stays on your device: we do not send it anywhere. Keep it at hand: if the
          National Verifier needs to see your document, it will ask you for it.
        </Trans>
      </p>
    </>
  );
}
