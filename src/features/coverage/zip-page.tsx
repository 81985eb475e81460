import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { ErrorSummary } from '../../components/error-summary';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';
import { SubmitButton } from '../../components/step-form/submit-button';
import { TextField } from '../../components/text-field';
import { failureMessage } from '../../lib/failure-message';
import { useFlow, useFlowSend } from '../../lib/flow-context';
import { type FieldErrors, validate } from '../../lib/validate';
import { keepZipDigits, zipMessages } from '../../shared/rules/zip-rules';
import { isConfirmingRestart } from './coverage-screen';
import { RestartConfirmation } from './restart-confirmation';
import { ZipFormSchema } from './zip-schema';

export function ZipPage() {
  const confirming = useFlow(isConfirmingRestart);
  return confirming ? <RestartConfirmation /> : <ZipForm />;
}

function ZipForm() {
  const { t, i18n } = useLingui();
  const send = useFlowSend();
  const busy = useFlow((snapshot) => snapshot.hasTag('busy'));
  const failure = useFlow((snapshot) => snapshot.context.failure);
  const [zipCode, setZipCode] = useState(useFlow((snapshot) => snapshot.context.zipCode));
  const [errors, setErrors] = useState<FieldErrors<'zipCode'>>({});
  const [attempt, setAttempt] = useState(0);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const result = validate(ZipFormSchema, { zipCode }, zipMessages);
    setAttempt((n) => n + 1);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    send({ type: 'zip.submitted', zipCode: result.value.zipCode });
  };

  const zipError = errors.zipCode ? i18n._(errors.zipCode) : undefined;
  return (
    <>
      <PageTitle title={t`Check if we serve your area`} hasErrors={Boolean(zipError)} />
      <ErrorSummary
        attempt={attempt}
        errors={zipError ? [{ fieldId: 'zipCode', message: zipError }] : []}
      />
      <PageHeading>
        <Trans>Check if we serve your area</Trans>
      </PageHeading>
      <p>
        <Trans>
          The Affordable Connectivity Program helps households pay for internet service. First, tell
          us where you live so we can check that our service reaches you.
        </Trans>
      </p>
      {failure && !zipError && (
        <div className="notice notice--error" role="alert">
          <p>{failureMessage(i18n, failure)}</p>
        </div>
      )}
      <form noValidate onSubmit={onSubmit} className="form">
        <TextField
          id="zipCode"
          label={t`Zip code`}
          hint={t`5 digits, for example 10001`}
          error={zipError}
          value={zipCode}
          onChange={(event) => setZipCode(keepZipDigits(event.target.value))}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          className="field__input--short"
        />
        <SubmitButton busy={busy} busyLabel={<Trans>Checking…</Trans>}>
          <Trans>Check my area</Trans>
        </SubmitButton>
      </form>
    </>
  );
}
