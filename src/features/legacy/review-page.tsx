import { Trans } from '@lingui/react/macro';
import { legacySecretToAsk } from '../../../machines/legacy-data';
import { BusyNotice } from '../../components/step-form/busy-notice';
import { ProviderFailure } from '../../components/step-form/provider-failure';
import { SecretReentryField } from '../../components/step-form/secret-reentry-field';
import { StepFields } from '../../components/step-form/step-fields';
import { SubmitButton } from '../../components/step-form/submit-button';
import { SummaryList } from '../../components/step-form/summary-list';
import { useFlow, useFlowSend } from '../../lib/flow-context';
import { LegacyLayout } from './legacy-layout';
import { legacyReviewRows } from './legacy-review-rows';
import { secretRows, secretWords } from './legacy-review-words';
import { isLegacyReviewTimedOut } from './legacy-screen';
import { useLegacy, useLegacyForm } from './use-legacy-step';

/** /ReviewPage (B §2): every answer, then Edit, Back, or Next, which sends the check (B §4). */
export function ReviewPage() {
  const send = useFlowSend();
  const legacy = useLegacy();
  const busy = useFlow((snapshot) => snapshot.hasTag('busy'));
  const timedOut = useFlow(isLegacyReviewTimedOut);
  const failure = useFlow((snapshot) => snapshot.context.failure);
  // D14: the secret a reload lost, asked again by its page's row (legacy-review-words.ts).
  const need = legacySecretToAsk(legacy);
  // A double tap must not send the check twice (the button is never disabled).
  const { form, fields, wordContext } = useLegacyForm({
    list: need ? secretRows[need] : {},
    words: secretWords,
    saved: null,
    onValid: (typed) => send({ type: 'legacy.review.confirmed', ...(typed as { ssn4?: string }) }),
  });
  const { values, errors, submit } = form;

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
      <SummaryList rows={legacyReviewRows(legacy, wordContext)} />
      <form noValidate onSubmit={submit} className="form">
        {need === 'ssn4' && (
          <SecretReentryField
            need="ssn4"
            ssn4={String(values.ssn4 ?? '')}
            tribalId=""
            onChange={(change) => form.set('ssn4', change.ssn4 ?? '')}
            error={(field) => (field === 'ssn4' ? errors.message('ssn4') : undefined)}
          />
        )}
        {need === 'documentNumber' && <StepFields {...fields} />}
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
