import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, Fragment, useState } from 'react';
import { TextField } from '../../components/text-field';
import { failureMessage } from '../../lib/failure-message';
import { useFlow, useFlowSend } from '../../lib/flow-context';
import { useFormErrors } from '../../lib/use-form-errors';
import { validate } from '../../lib/validate';
import { SecretReentry } from '../../shared/secrets/secret-reentry';
import { DOCUMENT_NUMBER_MAX_LENGTH } from './id-verification-schema';
import { LegacyLayout } from './legacy-layout';
import { type LegacyReviewRow, legacyReviewRows } from './legacy-review-rows';
import {
  LEGACY_REVIEW_FIELDS,
  legacyReviewMessages,
  legacyReviewSchema,
  legacySecretsToSend,
  neededLegacySecret,
} from './legacy-review-schema';

/** /ReviewPage (B §2): every answer, then Edit, Back, or Next, which sends the check (B §4). */
export function ReviewPage() {
  const { t, i18n } = useLingui();
  const send = useFlowSend();
  const legacy = useFlow((snapshot) => snapshot.context.legacy);
  const busy = useFlow((snapshot) => snapshot.hasTag('busy'));
  const timedOut = useFlow((snapshot) => snapshot.matches({ legacy: { review: 'timedOut' } }));
  const failure = useFlow((snapshot) => snapshot.context.failure);
  const need = neededLegacySecret(legacy);
  const [values, setValues] = useState({ ssn4: '', documentNumber: '' });
  const errors = useFormErrors(LEGACY_REVIEW_FIELDS);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A double tap must not send the check twice (the button is never disabled).
    if (busy) return;
    const result = validate(legacyReviewSchema(need), values, legacyReviewMessages);
    errors.report(result.ok ? {} : result.errors);
    if (!result.ok) return;
    send({ type: 'legacy.review.confirmed', ...legacySecretsToSend(need, result.value) });
  };

  const go = (type: 'legacy.review.edit' | 'legacy.review.back') => {
    if (!busy) send({ type });
  };

  return (
    <LegacyLayout
      page={7}
      title={t`Check your answers`}
      errors={errors.summary}
      attempt={errors.attempt}
    >
      <p>
        <Trans>
          Make sure everything below is right before we send it to the National Verifier. To change
          your name or date of birth, choose Edit. To change your program, choose Back.
        </Trans>
      </p>
      <dl className="summary-list">
        {legacyReviewRows(legacy, i18n).map((row) => (
          <SummaryRow key={row.id} row={row} />
        ))}
      </dl>
      <form noValidate onSubmit={onSubmit} className="form">
        {need === 'ssn4' && (
          <SecretReentry
            need="ssn4"
            ssn4={values.ssn4}
            tribalId=""
            onChange={(change) => setValues({ ...values, ssn4: change.ssn4 ?? '' })}
            error={(field) => (field === 'ssn4' ? errors.message('ssn4') : undefined)}
          />
        )}
        {need === 'documentNumber' && (
          <TextField
            id="documentNumber"
            label={t`Document number`}
            hint={t`For your privacy we never keep your document’s number when the page reloads, so please type it again.`}
            error={errors.message('documentNumber')}
            value={values.documentNumber}
            onChange={(event) => setValues({ ...values, documentNumber: event.target.value })}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={DOCUMENT_NUMBER_MAX_LENGTH}
            required
          />
        )}
        <div className="actions">
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={busy || undefined}
            onClick={() => go('legacy.review.edit')}
          >
            <Trans>Edit</Trans>{' '}
            <span className="visually-hidden">
              <Trans>your name and date of birth</Trans>
            </span>
          </button>
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={busy || undefined}
            onClick={() => go('legacy.review.back')}
          >
            <Trans>Back</Trans>{' '}
            <span className="visually-hidden">
              <Trans>to your program</Trans>
            </span>
          </button>
          <button type="submit" className="button" aria-disabled={busy || undefined}>
            {busy ? (
              <Trans>Checking your eligibility…</Trans>
            ) : timedOut ? (
              <Trans>Resubmit</Trans>
            ) : (
              <Trans>Next</Trans>
            )}
          </button>
        </div>
        {/* Always in the page, so screen readers announce the text when it appears. */}
        <div role="status" className={busy ? 'notice' : undefined}>
          {busy && (
            <p>
              <Trans>
                We are checking your eligibility with the National Verifier. This can take up to a
                minute. Please keep this page open.
              </Trans>
            </p>
          )}
        </div>
      </form>
      {failure && !busy && (
        <div className="notice notice--error" role="alert">
          {/* The provider's words are text, never markup. */}
          <p>{failureMessage(i18n, failure)}</p>
        </div>
      )}
    </LegacyLayout>
  );
}

function SummaryRow({ row }: { row: LegacyReviewRow }) {
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
    </div>
  );
}
