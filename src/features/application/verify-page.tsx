import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, Fragment, useState } from 'react';
import { CheckboxField } from '../../components/checkbox-field';
import { stepUrls } from '../../config/paths';
import { useFlow, useFlowSend } from '../../lib/flow-context';
import { useFormErrors } from '../../lib/use-form-errors';
import { validate } from '../../lib/validate';
import { SecretReentry } from '../../shared/secrets/secret-reentry';
import { neededSecret, secretsToSend } from '../../shared/secrets/secrets-schema';
import { type ReviewRow, reviewSections } from './review-sections';
import { StepLayout } from './step-layout';
import { VERIFY_FIELDS, verifyMessages, verifySchema } from './verify-schema';

export function VerifyPage() {
  const { t, i18n } = useLingui();
  const send = useFlowSend();
  const application = useFlow((snapshot) => snapshot.context.application);
  const need = neededSecret(application);
  const [values, setValues] = useState({
    consent: application.reviewConsent,
    ssn4: '',
    tribalId: '',
  });
  const errors = useFormErrors(VERIFY_FIELDS, { consent: 'reviewConsent' });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(verifySchema(need), values, verifyMessages);
    errors.report(result.ok ? {} : result.errors);
    if (!result.ok) return;
    send({ type: 'review.confirmed', ...secretsToSend(need, result.value) });
  };

  return (
    <StepLayout
      part={5}
      title={t`Check your answers`}
      backTo={stepUrls.tribalStatus}
      errors={errors.summary}
      attempt={errors.attempt}
    >
      <p>
        <Trans>
          Make sure everything below is right. To change an answer, choose Edit beside it; after the
          change you come back to this page.
        </Trans>
      </p>
      {reviewSections(application, i18n).map((section) => (
        <section key={section.id} aria-labelledby={`review-${section.id}`}>
          <h2 id={`review-${section.id}`}>{section.title}</h2>
          <dl className="summary-list">
            {section.rows.map((row) => (
              <SummaryRow
                key={row.id}
                row={row}
                onEdit={() => send({ type: 'review.edit', step: row.step })}
              />
            ))}
          </dl>
        </section>
      ))}
      <form noValidate onSubmit={onSubmit} className="form">
        <SecretReentry
          need={need}
          ssn4={values.ssn4}
          tribalId={values.tribalId}
          onChange={(change) => setValues({ ...values, ...change })}
          error={errors.message}
        />
        <CheckboxField
          id="reviewConsent"
          label={t`The information I have given is true, and I agree to it being checked with the National Verifier.`}
          hint={t`The National Verifier is the government system, run by the Universal Service Administrative Company (USAC), that confirms who can get the benefit.`}
          error={errors.message('consent')}
          checked={values.consent}
          onChange={(event) => setValues({ ...values, consent: event.target.checked })}
          required
        />
        <div className="actions">
          <button type="submit" className="button">
            <Trans>Continue</Trans>
          </button>
        </div>
      </form>
    </StepLayout>
  );
}

function SummaryRow({ row, onEdit }: { row: ReviewRow; onEdit: () => void }) {
  const lines = typeof row.value === 'string' ? [row.value] : row.value;
  return (
    <div className="summary-list__row">
      <dt className="summary-list__key">{row.key}</dt>
      <dd className="summary-list__value">
        {lines.map((line, index) => (
          // An address's lines never reorder, so the position is a stable key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Fragment key={index}>
            {index > 0 && <br />}
            {line}
          </Fragment>
        ))}
      </dd>
      <dd className="summary-list__action">
        <button type="button" className="link-button" onClick={onEdit}>
          <Trans>Edit</Trans> <span className="visually-hidden">{row.edits}</span>
        </button>
      </dd>
    </div>
  );
}
