import { Trans, useLingui } from '@lingui/react/macro';
import { isChangedSinceCheck } from '../../../../machines/application-data';
import { CheckboxField } from '../../../components/checkbox-field';
import { SecretReentryField } from '../../../components/step-form/secret-reentry-field';
import { SubmitButton } from '../../../components/step-form/submit-button';
import { SummaryList } from '../../../components/step-form/summary-list';
import { useStepForm } from '../../../components/step-form/use-step-form';
import { useWordContext } from '../../../components/step-form/use-word-context';
import { useFlow, useFlowSend } from '../../../lib/flow-context';
import { neededSecrets, secretsToSend } from '../../../shared/secrets/secrets-schema';
import { StepLayout } from '../step-layout';
import { editReviewRow } from './review-edit';
import { reviewSections } from './review-sections';
import { VERIFY_FIELDS, verifyMessages, verifySchema } from './verify-schema';

export function VerifyPage() {
  const { t } = useLingui();
  const send = useFlowSend();
  const application = useFlow((snapshot) => snapshot.context.application);
  const words = useWordContext();
  const needs = neededSecrets(application);
  // D51: an answer differs from what the last eligibility check was sent with.
  const changed = isChangedSinceCheck(application);
  const { values, change, errors, submit } = useStepForm({
    initial: {
      consent: application.reviewConsent,
      ssn4: '',
      tribalId: '',
      bqpSsn4: '',
      bqpTribalId: '',
    },
    schema: verifySchema(needs),
    messages: verifyMessages,
    fields: VERIFY_FIELDS,
    targets: { consent: 'reviewConsent' },
    onValid: (value) => send({ type: 'review.confirmed', ...secretsToSend(needs, value) }),
  });

  return (
    <StepLayout step="verify" errors={errors.summary} attempt={errors.attempt}>
      <p>
        <Trans>
          Make sure everything below is right. To change an answer, choose Edit beside it; after the
          change you come back to this page.
        </Trans>
      </p>
      {changed && (
        <div className="notice" role="note">
          <p>
            <Trans>
              You changed some answers after we checked if you qualify. We check again after you
              sign. Each answer you changed is marked below.
            </Trans>
          </p>
        </div>
      )}
      {reviewSections(application, words).map((section) => (
        <section key={section.id} aria-labelledby={`review-${section.id}`}>
          <h2 id={`review-${section.id}`}>{section.title}</h2>
          <SummaryList
            rows={section.rows.map((row) => ({
              ...row,
              note: row.changed && (
                <>
                  {' '}
                  <strong className="tag">
                    <Trans>Changed since we checked</Trans>
                  </strong>
                </>
              ),
              action: (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => editReviewRow(send, row)}
                >
                  <Trans>Edit</Trans> <span className="visually-hidden">{row.edits}</span>
                </button>
              ),
            }))}
          />
        </section>
      ))}
      <form noValidate onSubmit={submit} className="form">
        {needs.map((need) => (
          <SecretReentryField
            key={need}
            need={need}
            ssn4={values.ssn4}
            tribalId={values.tribalId}
            bqpSsn4={values.bqpSsn4}
            bqpTribalId={values.bqpTribalId}
            bqpText={{
              bqpSsn4: {
                label: t`Last 4 digits of your child’s or dependent’s Social Security number`,
                hint: t`For your privacy we never keep these digits when the page reloads, so please type them again.`,
              },
              bqpTribalId: {
                label: t`Your child’s or dependent’s Tribal ID number`,
                hint: t`For your privacy we never keep this number when the page reloads, so please type it again. Up to 24 characters.`,
              },
            }}
            onChange={change}
            error={errors.message}
          />
        ))}
        <CheckboxField
          id="reviewConsent"
          label={t`The information I have given is true, and I agree to it being checked with the National Verifier.`}
          hint={t`The National Verifier is the government system, run by the Universal Service Administrative Company (USAC), that confirms who can get the benefit.`}
          error={errors.message('consent')}
          checked={values.consent}
          onChange={(event) => change({ consent: event.target.checked })}
          required
        />
        <div className="actions">
          <SubmitButton>
            <Trans>Continue</Trans>
          </SubmitButton>
        </div>
      </form>
    </StepLayout>
  );
}
