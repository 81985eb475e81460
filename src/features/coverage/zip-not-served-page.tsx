import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { ErrorSummary } from '../../components/error-summary';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';
import { ProviderFailure } from '../../components/step-form/provider-failure';
import { SubmitButton } from '../../components/step-form/submit-button';
import { useStepForm } from '../../components/step-form/use-step-form';
import { TextField } from '../../components/text-field';
import { flowPaths } from '../../config/paths';
import { useFlow, useFlowSend } from '../../lib/flow-context';
import { ElsewhereLinks } from '../../shared/address/elsewhere-links';
import { isStateCode, stateName } from '../../shared/address/us-states';
import { keepPhoneCharacters } from '../../shared/rules/contact-rules';
import { WaitlistFormSchema, waitlistMessages } from './waitlist-schema';

export function ZipNotServedPage() {
  const { t, i18n } = useLingui();
  const send = useFlowSend();
  const coverage = useFlow((snapshot) => snapshot.context.coverage);
  const busy = useFlow((snapshot) => snapshot.hasTag('busy'));
  const failure = useFlow((snapshot) => snapshot.context.failure);
  const { bind, errors, submit } = useStepForm({
    initial: { email: '', phone: '' },
    schema: WaitlistFormSchema,
    messages: waitlistMessages,
    fields: ['email', 'phone'] as const,
    busy,
    onValid: (value) => send({ type: 'waitlist.submitted', ...value }),
  });

  const state = coverage?.state;
  const place = state && isStateCode(state) ? stateName(state, i18n.locale) : null;
  const zipCode = coverage?.zipCode ?? '';

  return (
    <>
      <PageTitle title={t`We do not serve your area yet`} hasErrors={errors.hasErrors} />
      <ErrorSummary errors={errors.summary} attempt={errors.attempt} />
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
      <ElsewhereLinks />
      {!errors.hasErrors && <ProviderFailure failure={failure} />}
      <form noValidate onSubmit={submit} className="form">
        <TextField
          {...bind('email')}
          type="email"
          label={t`E-mail address`}
          autoComplete="email"
          maxLength={254}
        />
        <TextField
          {...bind('phone', keepPhoneCharacters)}
          type="tel"
          label={t`Phone number`}
          hint={t`10 digits, for example 555 123 4567`}
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
