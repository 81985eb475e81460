import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { ErrorSummary } from '../../components/error-summary';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';
import { SubmitButton } from '../../components/step-form/submit-button';
import { TextField } from '../../components/text-field';
import { flowPaths } from '../../config/paths';
import { failureMessage } from '../../lib/failure-message';
import { useFlow, useFlowSend } from '../../lib/flow-context';
import { type FieldErrors, validate } from '../../lib/validate';
import { isStateCode, stateName } from '../../shared/address/us-states';
import { keepPhoneCharacters } from '../../shared/rules/contact-rules';
import { WaitlistFormSchema, waitlistMessages } from './waitlist-schema';

type Field = 'email' | 'phone';

export function ZipNotServedPage() {
  const { t, i18n } = useLingui();
  const send = useFlowSend();
  const coverage = useFlow((snapshot) => snapshot.context.coverage);
  const busy = useFlow((snapshot) => snapshot.hasTag('busy'));
  const failure = useFlow((snapshot) => snapshot.context.failure);
  const [values, setValues] = useState({ email: '', phone: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [attempt, setAttempt] = useState(0);

  const state = coverage?.state;
  const place = state && isStateCode(state) ? stateName(state) : null;
  const zipCode = coverage?.zipCode ?? '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const result = validate(WaitlistFormSchema, values, waitlistMessages);
    setAttempt((n) => n + 1);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    send({ type: 'waitlist.submitted', ...result.value });
  };

  const message = (field: Field) => {
    const descriptor = errors[field];
    return descriptor ? i18n._(descriptor) : undefined;
  };
  const summary = (['email', 'phone'] as const).flatMap((field) => {
    const text = message(field);
    return text ? [{ fieldId: field, message: text }] : [];
  });

  return (
    <>
      <PageTitle title={t`We do not serve your area yet`} hasErrors={summary.length > 0} />
      <ErrorSummary errors={summary} attempt={attempt} />
      <PageHeading>
        {place ? (
          <Trans>Sorry, we do not provide service in {place} yet</Trans>
        ) : (
          <Trans>Sorry, we could not find zip code {zipCode}</Trans>
        )}
      </PageHeading>
      <p>
        {place ? (
          <Trans>
            We are working to reach more states. Leave your e-mail address and phone number and we
            will tell you when you can apply with us.
          </Trans>
        ) : (
          <Trans>
            This zip code is not in any U.S. state or territory we know of. Check it and try again,
            or leave your e-mail address and phone number and we will contact you.
          </Trans>
        )}
      </p>
      {failure && summary.length === 0 && (
        <div className="notice notice--error" role="alert">
          <p>{failureMessage(i18n, failure)}</p>
        </div>
      )}
      <form noValidate onSubmit={onSubmit} className="form">
        <TextField
          id="email"
          type="email"
          label={t`E-mail address`}
          error={message('email')}
          value={values.email}
          onChange={(event) => setValues({ ...values, email: event.target.value })}
          autoComplete="email"
          maxLength={254}
        />
        <TextField
          id="phone"
          type="tel"
          label={t`Phone number`}
          hint={t`10 digits, for example 555 123 4567`}
          error={message('phone')}
          value={values.phone}
          onChange={(event) =>
            setValues({ ...values, phone: keepPhoneCharacters(event.target.value) })
          }
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
        />
        <p className="field__hint">
          <Trans>
            We use these only to tell you when service reaches your area. Message and data rates may
            apply.
          </Trans>
        </p>
        <div className="actions">
          <SubmitButton busy={busy} busyLabel={<Trans>Sending…</Trans>}>
            <Trans>Next</Trans>
          </SubmitButton>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => send({ type: 'waitlist.backed' })}
          >
            <Trans>Back</Trans>
          </button>
        </div>
      </form>
      <aside className="card">
        <h2>
          <Trans>Applying for a different address?</Trans>
        </h2>
        <p>
          <Trans>If you are moving, or made a typing mistake, check another zip code.</Trans>
        </p>
        <Link to={flowPaths.zip}>
          <Trans>Check another zip code</Trans>
        </Link>
      </aside>
    </>
  );
}
