import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { RadioGroup } from '../../components/radio-group';
import { SelectField } from '../../components/select-field';
import { SubmitButton } from '../../components/step-form/submit-button';
import { TextField } from '../../components/text-field';
import { useFlow, useFlowSend } from '../../lib/flow-context';
import { useFormErrors } from '../../lib/use-form-errors';
import { keepSsnDigits } from '../../shared/rules/ssn-rules';
import {
  checkIdentity,
  DOCUMENT_NUMBER_MAX_LENGTH,
  GOVERNMENT_IDS,
  ID_VERIFICATION_FIELDS,
  type IdVerificationField,
  type IdVerificationForm,
  idVerificationForm,
  photoProblem,
} from './id-verification-schema';
import { LegacyLayout } from './legacy-layout';
import { PhotoField } from './photo-field';

const SUMMARY_TARGETS = { method: 'method-0' };

/** The ID page (B §2, §3): without a program, the last 4 SSN digits or a government document. */
export function IdVerificationPage() {
  const { t, i18n } = useLingui();
  const send = useFlowSend();
  const busy = useFlow((snapshot) => snapshot.hasTag('busy'));
  const legacy = useFlow((snapshot) => snapshot.context.legacy);
  const [form, setForm] = useState<IdVerificationForm>(() => idVerificationForm(legacy));
  const errors = useFormErrors(ID_VERIFICATION_FIELDS, SUMMARY_TARGETS);
  // The file is checked the moment it is chosen, not only on Next: a 12 MB photo is best
  // replaced while the picker is still in mind.
  const [photoNow, setPhotoNow] = useState<MessageDescriptor | null>(null);
  // D14: these never reach storage, so after a reload the rest is back but they are not.
  const [ssnForgotten] = useState(() => legacy.question !== null && legacy.question.ssn4 === '');
  const [numberForgotten] = useState(
    () => legacy.identity?.method === 'document' && legacy.identity.documentNumber === '',
  );

  const update = (change: Partial<IdVerificationForm>) => {
    setForm((current) => ({ ...current, ...change }));
    for (const field of Object.keys(change)) errors.clear(field as IdVerificationField);
  };

  const choosePhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const photo = event.target.files?.[0] ?? null;
    update({ photo });
    errors.clear('photo');
    setPhotoNow(photo ? photoProblem(photo, i18n.locale) : null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const result = checkIdentity(form, i18n.locale);
    setPhotoNow(null);
    if (!result.ok) {
      errors.report(result.errors);
      return;
    }
    errors.report({});
    send({ type: 'legacy.identity.submitted', ...result.value });
  };

  const ssnError = errors.message('ssn4');
  const ssnField = (
    <>
      {ssnForgotten && (
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
        error={ssnError}
        value={form.ssn4}
        onChange={(event) => update({ ssn4: keepSsnDigits(event.target.value) })}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        maxLength={4}
        className="field__input--short"
        // The reload notice belongs to this field too; TextField only knows its hint and error.
        aria-describedby={[ssnForgotten && 'ssn4-notice', 'ssn4-hint', ssnError && 'ssn4-error']
          .filter(Boolean)
          .join(' ')}
      />
    </>
  );

  const reportedPhotoError = errors.message('photo');
  const photoError = photoNow ? i18n._(photoNow) : reportedPhotoError;
  const earlierPhoto = form.photo === null ? form.earlierPhotoName : '';
  const documentFields = (
    <>
      <SelectField
        id="documentType"
        label={t`Type of document`}
        placeholder={t`Choose a document`}
        error={errors.message('documentType')}
        options={GOVERNMENT_IDS.map((id) => ({ value: id.type, label: i18n._(id.name) }))}
        value={form.documentType}
        onChange={(event) =>
          update({ documentType: event.target.value as IdVerificationForm['documentType'] })
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
        error={errors.message('documentNumber')}
        value={form.documentNumber}
        onChange={(event) => update({ documentNumber: event.target.value })}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={DOCUMENT_NUMBER_MAX_LENGTH}
      />
      <PhotoField
        shownNow={photoNow ? photoError : undefined}
        reported={reportedPhotoError}
        earlierPhoto={earlierPhoto}
        onChange={choosePhoto}
      />
      <p className="notice">
        <Trans>
          The photo stays on your device: we do not send it anywhere. Keep it at hand: if the
          National Verifier needs to see your document, it will ask you for it.
        </Trans>
      </p>
    </>
  );

  return (
    <LegacyLayout
      page={6}
      title={t`Confirm who you are`}
      errors={errors.summary}
      attempt={errors.attempt}
    >
      <p>
        <Trans>
          Without a program, the National Verifier needs to confirm who you are in another way. Most
          people use the last 4 digits of their Social Security number.
        </Trans>
      </p>
      <form noValidate onSubmit={onSubmit} className="form">
        <RadioGroup<IdVerificationForm['method']>
          name="method"
          legend={t`How do you want to confirm who you are?`}
          error={errors.message('method')}
          options={[
            {
              value: 'ssn',
              label: t`With the last 4 digits of my Social Security number`,
              reveal: ssnField,
            },
            {
              value: 'document',
              label: t`With a government document`,
              hint: t`A driver’s license, a Taxpayer Identification Number or a passport`,
              reveal: documentFields,
            },
          ]}
          value={form.method}
          onChange={(method) => {
            // The file picker leaves the page with the document's fields; so does its file.
            update(method === 'ssn' ? { method, photo: null } : { method });
            setPhotoNow(null);
          }}
        />
        <div className="actions">
          <SubmitButton busy={busy}>
            <Trans>Next</Trans>
          </SubmitButton>
        </div>
      </form>
    </LegacyLayout>
  );
}
