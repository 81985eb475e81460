import { Trans, useLingui } from '@lingui/react/macro';
import { BusyNotice } from '../../components/step-form/busy-notice';
import { ProviderFailure } from '../../components/step-form/provider-failure';
import { SecretReentryField } from '../../components/step-form/secret-reentry-field';
import { SubmitButton } from '../../components/step-form/submit-button';
import { SummaryList } from '../../components/step-form/summary-list';
import { useStepForm } from '../../components/step-form/use-step-form';
import { TextField } from '../../components/text-field';
import { useFlow, useFlowSend } from '../../lib/flow-context';
import { DOCUMENT_NUMBER_MAX_LENGTH } from './id-verification-schema';
import { LegacyLayout } from './legacy-layout';
import { legacyReviewRows } from './legacy-review-rows';
import {
  LEGACY_REVIEW_FIELDS,
  legacyReviewMessages,
  legacyReviewSchema,
  legacySecretsToSend,
  neededLegacySecret,
} from './legacy-review-schema';
import { isLegacyReviewTimedOut } from './legacy-screen';

/** /ReviewPage (B §2): every answer, then Edit, Back, or Next, which sends the check (B §4). */
export function ReviewPage() {
  const { t, i18n } = useLingui();
  const send = useFlowSend();
  const legacy = useFlow((snapshot) => snapshot.context.legacy);
  const busy = useFlow((snapshot) => snapshot.hasTag('busy'));
  const timedOut = useFlow(isLegacyReviewTimedOut);
  const failure = useFlow((snapshot) => snapshot.context.failure);
  const need = neededLegacySecret(legacy);
  // A double tap must not send the check twice (the button is never disabled).
  const { values, set, errors, submit } = useStepForm({
    initial: { ssn4: '', documentNumber: '' },
    schema: legacyReviewSchema(need),
    messages: legacyReviewMessages,
    fields: LEGACY_REVIEW_FIELDS,
    busy,
    onValid: (value) =>
      send({ type: 'legacy.review.confirmed', ...legacySecretsToSend(need, value) }),
  });

  const go = (type: 'legacy.review.edit' | 'legacy.review.back') => {
    if (!busy) send({ type });
  };

  return (
    <LegacyLayout page={7} screen="legacyReview" errors={errors.summary} attempt={errors.attempt}>
      <p>
        <Trans>
          Make sure everything below is right before we send it to the National Verifier. To change
          your name or date of birth, choose Edit. To change your program, choose Back.
        </Trans>
      </p>
      <SummaryList rows={legacyReviewRows(legacy, i18n)} />
      <form noValidate onSubmit={submit} className="form">
        {need === 'ssn4' && (
          <SecretReentryField
            need="ssn4"
            ssn4={values.ssn4}
            tribalId=""
            onChange={(change) => set('ssn4', change.ssn4 ?? '')}
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
            onChange={(event) => set('documentNumber', event.target.value)}
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
          <SubmitButton
            busy={busy}
            timedOut={timedOut}
            busyLabel={<Trans>Checking your eligibility…</Trans>}
          >
            <Trans>Next</Trans>
          </SubmitButton>
        </div>
        <BusyNotice busy={busy}>
          <Trans>
            We are checking your eligibility with the National Verifier. This can take up to a
            minute. Please keep this page open.
          </Trans>
        </BusyNotice>
      </form>
      {/* The provider's words are text, never markup. */}
      {!busy && <ProviderFailure failure={failure} />}
    </LegacyLayout>
  );
}
