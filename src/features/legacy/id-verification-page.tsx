import { Trans } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import type { FieldList, Given } from '../../../machines/fields/field-list';
import type { LegacyData, LegacyIdentity } from '../../../machines/flow-types';
import { legacyIdentityPageFields as list } from '../../../machines/steps/legacy-identity-page';
import { RadioGroup } from '../../components/radio-group';
import { type RichWords, show } from '../../components/step-form/field-words';
import { StepFields } from '../../components/step-form/step-fields';
import { SubmitButton } from '../../components/step-form/submit-button';
import { useFlowSend } from '../../lib/flow-context';
import { idVerificationWords as words } from './id-verification-words';
import { documentTypeField, photoField } from './identity-document-fields';
import { LegacyLayout } from './legacy-layout';
import { useLegacy, useLegacyForm } from './use-legacy-step';

const only = (...names: string[]): FieldList =>
  Object.fromEntries(names.map((name) => [name, list[name as keyof typeof list]]));
const BY_SSN = only('ssn4');
const BY_DOCUMENT = only('documentType', 'documentNumber', 'photoName');

/**
 * What the form starts from: the earlier answer, with the SSN digits the question page took; a
 * document's fields only when a document was chosen (else a number is not "forgotten", D14).
 */
function kept(legacy: LegacyData): Given {
  const identity = legacy.identity;
  return {
    method: identity?.method ?? 'ssn',
    ...(legacy.question && { ssn4: legacy.question.ssn4 }),
    ...(identity?.method === 'document' && identity),
  };
}

/**
 * The ID page (B §2, §3), validated by its rows (machines/steps/legacy-identity-page.ts). Drawn
 * by hand around them: each way of confirming who you are reveals its fields under its option
 * (GOV.UK's conditional reveal), which a row's control does not describe, and the document's
 * type (a select) and photo (a file, judged the moment it is chosen) are the page's own.
 */
export function IdVerificationPage() {
  const send = useFlowSend();
  const legacy = useLegacy();
  const [photoNow, setPhotoNow] = useState<string | null>(null);
  const { form, busy, fields, wordContext } = useLegacyForm({
    list,
    words,
    saved: kept(legacy),
    onValid: ({ ssn4, ...identity }) =>
      send({
        type: 'legacy.identity.submitted',
        identity: identity as LegacyIdentity,
        ...(identity.method === 'ssn' && { ssn4: String(ssn4) }),
      }),
  });
  const { values, errors } = form;
  const text = (said: RichWords) => show(said, wordContext);
  const documentFields = {
    documentType: documentTypeField(form, wordContext),
    photoName: photoField(form, wordContext, {
      earlier: legacy.identity?.photoName ?? '',
      shownNow: photoNow,
      onShown: setPhotoNow,
    }),
  };
  // Next reports every problem, the file's among them: the early message gives way.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setPhotoNow(null);
    form.submit(event);
  };
  return (
    <LegacyLayout screen="legacyIdentity" page={6} errors={errors.summary} attempt={errors.attempt}>
      <p>
        <Trans>
          Without a program, the National Verifier needs to confirm who you are in another way. Most
          people use the last 4 digits of their Social Security number.
        </Trans>
      </p>
      <form noValidate onSubmit={submit} className="form">
        <RadioGroup<'ssn' | 'document'>
          name="method"
          legend={text(words.method.label)}
          error={errors.message('method')}
          options={[
            {
              value: 'ssn',
              label: text(words.method.options?.ssn ?? words.method.label),
              reveal: <StepFields {...fields} list={BY_SSN} />,
            },
            {
              value: 'document',
              label: text(words.method.options?.document ?? words.method.label),
              hint: text(words.method.optionHints?.document ?? words.method.label),
              reveal: <StepFields {...fields} list={BY_DOCUMENT} custom={documentFields} />,
            },
          ]}
          value={(values.method as 'ssn' | 'document' | undefined) ?? ''}
          onChange={(method) => {
            form.set('method', method);
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
