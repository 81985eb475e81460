import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ChangeEvent, useState } from 'react';
import { RadioGroup } from '../../components/radio-group';
import { SubmitButton } from '../../components/step-form/submit-button';
import { useStepForm } from '../../components/step-form/use-step-form';
import { useFlow, useFlowSend } from '../../lib/flow-context';
import { Ssn4Field } from '../../shared/person/ssn4-field';
import {
  checkIdentity,
  ID_VERIFICATION_FIELDS,
  type IdVerificationField,
  type IdVerificationForm,
  idVerificationForm,
  photoProblem,
} from './id-verification-schema';
import { IdentityDocumentFields } from './identity-document-fields';
import { LegacyLayout } from './legacy-layout';
import { useSsn4Text } from './ssn4-text';

const SUMMARY_TARGETS = { method: 'method-0' };

/** The ID page (B §2, §3): without a program, the last 4 SSN digits or a government document. */
export function IdVerificationPage() {
  const { t, i18n } = useLingui();
  const ssn4Text = useSsn4Text();
  const send = useFlowSend();
  const busy = useFlow((snapshot) => snapshot.hasTag('busy'));
  const legacy = useFlow((snapshot) => snapshot.context.legacy);
  // The file is checked the moment it is chosen, not only on Next: a 12 MB photo is best
  // replaced while the picker is still in mind.
  const [photoNow, setPhotoNow] = useState<MessageDescriptor | null>(null);
  // D14: these never reach storage, so after a reload the rest is back but they are not.
  const [ssnForgotten] = useState(() => legacy.question !== null && legacy.question.ssn4 === '');
  const [numberForgotten] = useState(
    () => legacy.identity?.method === 'document' && legacy.identity.documentNumber === '',
  );
  const form = useStepForm({
    initial: () => idVerificationForm(legacy),
    // The file's size is worded in the reader's language, so a schema alone cannot judge it.
    check: (values: IdVerificationForm) => {
      // Next reports every problem, the file's among them: the early message gives way.
      setPhotoNow(null);
      return checkIdentity(values, i18n.locale);
    },
    fields: ID_VERIFICATION_FIELDS,
    targets: SUMMARY_TARGETS,
    busy,
    onValid: (answer) => send({ type: 'legacy.identity.submitted', ...answer }),
  });
  const { values, errors } = form;

  const update = (change: Partial<IdVerificationForm>) => {
    form.change(change);
    for (const field of Object.keys(change)) errors.clear(field as IdVerificationField);
  };

  const choosePhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const photo = event.target.files?.[0] ?? null;
    update({ photo });
    setPhotoNow(photo ? photoProblem(photo, i18n.locale) : null);
  };

  return (
    <LegacyLayout screen="legacyIdentity" page={6} errors={errors.summary} attempt={errors.attempt}>
      <p>
        <Trans>
          Without a program, the National Verifier needs to confirm who you are in another way. Most
          people use the last 4 digits of their Social Security number.
        </Trans>
      </p>
      <form noValidate onSubmit={form.submit} className="form">
        <RadioGroup<IdVerificationForm['method']>
          name="method"
          legend={t`How do you want to confirm who you are?`}
          error={errors.message('method')}
          options={[
            {
              value: 'ssn',
              label: t`With the last 4 digits of my Social Security number`,
              reveal: (
                <Ssn4Field
                  text={ssn4Text}
                  value={values.ssn4}
                  error={errors.message('ssn4')}
                  forgotten={ssnForgotten}
                  onChange={(ssn4) => update({ ssn4 })}
                />
              ),
            },
            {
              value: 'document',
              label: t`With a government document`,
              hint: t`A driver’s license, a Taxpayer Identification Number or a passport`,
              reveal: (
                <IdentityDocumentFields
                  form={values}
                  message={errors.message}
                  photoNow={photoNow ? i18n._(photoNow) : undefined}
                  numberForgotten={numberForgotten}
                  onChange={update}
                  onPhoto={choosePhoto}
                />
              ),
            },
          ]}
          value={values.method}
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
