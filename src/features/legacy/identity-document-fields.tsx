import { useLingui } from '@lingui/react/macro';
import type { ChangeEvent } from 'react';
import { GOVERNMENT_ID_TYPES } from '../../../machines/steps/legacy-identity';
import { type ChosenFile, photoProblem } from '../../../machines/steps/legacy-identity-page';
import { SelectField } from '../../components/select-field';
import { say, show, type WordContext } from '../../components/step-form/field-words';
import type { CustomField } from '../../components/step-form/step-fields';
import { idVerificationWords as words } from './id-verification-words';
import { PhotoField } from './photo-field';

// The ID page's document fields the rows' controls do not describe (B §3, §5): the type of
// document is a select, and its photo a file that is judged the moment it is chosen.

export interface DocumentForm {
  values: Readonly<Record<string, unknown>>;
  set: (field: string, value: unknown) => void;
}

/** The type of document, a select of B §3's government IDs. */
export function documentTypeField(form: DocumentForm, context: WordContext): CustomField {
  const text = words.documentType;
  return ({ name, error }) => (
    <DocumentTypeSelect
      name={name}
      error={error}
      label={String(show(text.label, context))}
      options={GOVERNMENT_ID_TYPES.map((type) => ({
        value: type,
        label: String(show(text.options?.[type] ?? text.label, context)),
      }))}
      value={String(form.values.documentType ?? '')}
      onChange={(value) => form.set('documentType', value)}
    />
  );
}

function DocumentTypeSelect(props: {
  name: string;
  error: string | undefined;
  label: string;
  options: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useLingui();
  return (
    <SelectField
      id={props.name}
      label={props.label}
      placeholder={t`Choose a document`}
      error={props.error}
      options={props.options}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}

/**
 * The document's photo: a file chosen now (its problem said at once, `shownNow`), or the name
 * of one attached on an earlier visit, which stands until another is chosen.
 */
export function photoField(
  form: DocumentForm,
  context: WordContext,
  photo: { earlier: string; shownNow: string | null; onShown: (problem: string | null) => void },
): CustomField {
  const text = words.photoName;
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file: ChosenFile | null = event.target.files?.[0] ?? null;
    // A picker closed without a file leaves the one attached before.
    form.set('photoName', file ?? photo.earlier);
    const problem = file ? photoProblem(file) : null;
    const message = problem ? text.messages?.[problem] : undefined;
    photo.onShown(message ? say(message, { ...context, values: { photoName: file } }) : null);
  };
  const value = form.values.photoName;
  return ({ error }) => (
    <PhotoField
      label={String(show(text.label, context))}
      hint={String(show(text.hint ?? text.label, context))}
      shownNow={photo.shownNow ?? undefined}
      reported={error}
      earlierPhoto={typeof value === 'string' ? value : ''}
      onChange={choose}
    />
  );
}
