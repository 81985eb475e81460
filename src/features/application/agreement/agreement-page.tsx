import { certificationWording, signing } from 'virtual:carrier-settings';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { isChangedSinceCheck } from '../../../../machines/application-data';
import { BusyNotice } from '../../../components/step-form/busy-notice';
import { ProviderFailure } from '../../../components/step-form/provider-failure';
import { SecretReentryField } from '../../../components/step-form/secret-reentry-field';
import { SubmitButton } from '../../../components/step-form/submit-button';
import { useStepForm } from '../../../components/step-form/use-step-form';
import { useFlow, useFlowSend } from '../../../lib/flow-context';
import { isoLocalTime } from '../../../lib/local-time';
import { expectedInitials } from '../../../shared/rules/signature-rules';
import { neededSecrets, secretsToSend } from '../../../shared/secrets/secrets-schema';
import { isAgreementTimedOut } from '../application-screen';
import { CERTIFICATIONS } from '../certifications';
import { StepLayout } from '../step-layout';
import {
  AGREEMENT_FIELDS,
  agreementForm,
  agreementMessages,
  agreementSchema,
  fullNameOf,
  toAgreement,
} from './agreement-schema';
import { CertificationInitials } from './certification-initials';
import { aboveIncomeLimit, IncomeNotice } from './income-notice';
import { SignatureSection } from './signature-section';

export function AgreementPage() {
  const { t, i18n } = useLingui();
  const send = useFlowSend();
  const application = useFlow((snapshot) => snapshot.context.application);
  const busy = useFlow((snapshot) => snapshot.hasTag('busy'));
  const timedOut = useFlow(isAgreementTimedOut);
  const failure = useFlow((snapshot) => snapshot.context.failure);
  const needs = neededSecrets(application);
  const personal = application.answers.personalInfo ?? null;
  // A double tap must not send the application twice (the button is never disabled).
  const { values, change, errors, submit } = useStepForm({
    initial: () => agreementForm(application.agreement),
    schema: agreementSchema(needs, personal),
    messages: agreementMessages(personal),
    fields: AGREEMENT_FIELDS,
    busy,
    // D56: when it was signed, in which language and over which wording, for the record.
    onValid: (value) =>
      send({
        type: 'agreement.submitted',
        agreement: toAgreement(value, {
          signedAt: isoLocalTime(new Date()),
          language: i18n.locale === 'es' ? 'es' : 'en',
          wording: certificationWording,
        }),
        ...secretsToSend(needs, value),
      }),
  });

  const initials = expectedInitials(personal);
  const fullName = personal ? fullNameOf(personal) : '';
  // D59: an income the calculator found over the limit is said before its statement's initials.
  const over = aboveIncomeLimit(
    application.answers.qualification?.income,
    application.answers.contactInfo?.state,
    isoLocalTime(new Date()).slice(0, 10),
  );
  const notices = over ? { [signing.incomeCertification]: <IncomeNotice {...over} /> } : {};

  return (
    <StepLayout step="agreement" errors={errors.summary} attempt={errors.attempt}>
      {isChangedSinceCheck(application) && (
        <p className="notice" role="note">
          <Trans>
            You changed some answers after we checked if you qualify, so please initial and sign
            again. When you continue, we check again with your new answers.
          </Trans>
        </p>
      )}
      <p>
        <Plural
          value={CERTIFICATIONS.length}
          _6="Read each statement and type your initials in the box under it to show that you understand and agree. All six are required."
          _13="Read each statement and type your initials in the box under it to show that you understand and agree. All thirteen are required."
          other="Read each statement and type your initials in the box under it to show that you understand and agree. All # are required."
        />
      </p>
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
        <h2>
          <Trans>Certifications</Trans>
        </h2>
        <CertificationInitials
          initials={initials}
          values={values}
          notices={notices}
          message={errors.message}
          onChange={(field, value) => change({ [field]: value })}
        />
        <div className="notice">
          <p>
            <strong>
              <Trans>
                If you move, you must give your provider your new address within 30 days.
              </Trans>
            </strong>
          </p>
        </div>
        <SignatureSection
          fullName={fullName}
          signature={values.signature}
          signatureConsent={values.signatureConsent}
          message={errors.message}
          onChange={change}
        />
        <div className="actions">
          <SubmitButton
            busy={busy}
            timedOut={timedOut}
            busyLabel={<Trans>Checking your eligibility…</Trans>}
          >
            <Trans>Continue</Trans>
          </SubmitButton>
        </div>
        <BusyNotice busy={busy}>
          <Trans>
            We are checking your eligibility with the National Verifier. This can take up to a
            minute. Please keep this page open.
          </Trans>
        </BusyNotice>
      </form>
      {!busy && <ProviderFailure failure={failure} />}
    </StepLayout>
  );
}
