import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { CheckboxField } from '../../components/checkbox-field';
import { TextField } from '../../components/text-field';
import { stepUrls } from '../../config/paths';
import { failureMessage } from '../../lib/failure-message';
import { useFlow, useFlowSend } from '../../lib/flow-context';
import { useFormErrors } from '../../lib/use-form-errors';
import { validate } from '../../lib/validate';
import { initialsOf } from '../../shared/review/review-answers';
import { SecretReentry } from '../../shared/secrets/secret-reentry';
import { neededSecret, secretsToSend } from '../../shared/secrets/secrets-schema';
import {
  AGREEMENT_FIELDS,
  type AgreementForm,
  agreementForm,
  agreementMessages,
  agreementSchema,
  INITIALS_FIELDS,
  INITIALS_MAX_LENGTH,
  SIGNATURE_MAX_LENGTH,
  toAgreement,
} from './agreement-schema';
import { StepLayout } from './step-layout';

/** The ACP application's certifications (FCC Form 5645), in plain language, in order. */
const CERTIFICATIONS: readonly MessageDescriptor[] = [
  msg`My household meets the eligibility requirements of the Affordable Connectivity Program, and the information in this application is true and correct.`,
  msg`I will tell my provider within 30 days if I no longer qualify, for example if no one in my household takes part in the qualifying program any more or our household income goes above the limit.`,
  msg`I understand that only one Affordable Connectivity Program benefit is allowed per household, and that no one else in my household already gets it.`,
  msg`I understand that giving false information to get the benefit can lead to penalties, including losing the benefit, fines or imprisonment.`,
  msg`I agree that my provider and the Universal Service Administrative Company (USAC), which runs the program, may check and share my information to confirm that I qualify and to run the program.`,
  msg`I understand that my benefit can be transferred to another provider only as the program rules allow, and that my provider may check every year that I still qualify.`,
];

export function AgreementPage() {
  const { t, i18n } = useLingui();
  const send = useFlowSend();
  const application = useFlow((snapshot) => snapshot.context.application);
  const busy = useFlow((snapshot) => snapshot.hasTag('busy'));
  const timedOut = useFlow((snapshot) =>
    snapshot.matches({ application: { agreement: 'timedOut' } }),
  );
  const failure = useFlow((snapshot) => snapshot.context.failure);
  const need = neededSecret(application);
  const [values, setValues] = useState<AgreementForm>(() => agreementForm(application.agreement));
  const errors = useFormErrors(AGREEMENT_FIELDS);

  const personal = application.personal;
  const initials = personal ? initialsOf(personal.firstName, personal.lastName) : '';
  const fullName = personal ? `${personal.firstName} ${personal.lastName}` : '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A double tap must not send the application twice (the button is never disabled).
    if (busy) return;
    const result = validate(agreementSchema(need), values, agreementMessages);
    errors.report(result.ok ? {} : result.errors);
    if (!result.ok) return;
    send({
      type: 'agreement.submitted',
      agreement: toAgreement(result.value),
      ...secretsToSend(need, result.value),
    });
  };

  const change = (next: Partial<AgreementForm>) => setValues({ ...values, ...next });

  return (
    <StepLayout
      part={6}
      title={t`Sign your application`}
      backTo={stepUrls.verify}
      errors={errors.summary}
      attempt={errors.attempt}
    >
      <p>
        <Trans>
          Read each statement and type your initials in the box under it to show that you understand
          and agree. All six are required.
        </Trans>
      </p>
      <form noValidate onSubmit={onSubmit} className="form">
        <SecretReentry
          need={need}
          ssn4={values.ssn4}
          tribalId={values.tribalId}
          onChange={change}
          error={errors.message}
        />
        <h2>
          <Trans>Certifications</Trans>
        </h2>
        <ol className="certifications">
          {INITIALS_FIELDS.map((field, index) => {
            const certification = CERTIFICATIONS[index];
            const number = index + 1;
            return (
              <li key={field}>
                <TextField
                  id={field}
                  label={
                    <>
                      <span className="certification__number">{number}.</span>{' '}
                      {certification ? i18n._(certification) : null}
                    </>
                  }
                  hint={
                    initials
                      ? t`Your initials: ${initials} (required)`
                      : t`Your initials (required)`
                  }
                  error={errors.message(field)}
                  value={values[field]}
                  onChange={(event) => change({ [field]: event.target.value })}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={INITIALS_MAX_LENGTH}
                  required
                  className="field__input--short"
                />
              </li>
            );
          })}
        </ol>
        <div className="notice">
          <p>
            <strong>
              <Trans>
                If you move, you must give your provider your new address within 30 days.
              </Trans>
            </strong>
          </p>
        </div>
        <h2>
          <Trans>Your signature</Trans>
        </h2>
        <TextField
          id="signature"
          label={t`Your full legal name`}
          hint={
            fullName
              ? t`Type your name as it appears on official documents, for example ${fullName}.`
              : t`Type your name as it appears on official documents.`
          }
          error={errors.message('signature')}
          value={values.signature}
          onChange={(event) => change({ signature: event.target.value })}
          autoComplete="name"
          maxLength={SIGNATURE_MAX_LENGTH}
          required
        />
        <CheckboxField
          id="signatureConsent"
          label={t`I agree that typing my name above is my electronic signature`}
          error={errors.message('signatureConsent')}
          checked={values.signatureConsent}
          onChange={(event) => change({ signatureConsent: event.target.checked })}
          required
        />
        <div className="actions">
          <button type="submit" className="button" aria-disabled={busy || undefined}>
            {busy ? (
              <Trans>Checking your eligibility…</Trans>
            ) : timedOut ? (
              <Trans>Resubmit</Trans>
            ) : (
              <Trans>Continue</Trans>
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
          <p>{failureMessage(i18n, failure)}</p>
        </div>
      )}
    </StepLayout>
  );
}
