import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ErrorSummary } from '../../components/error-summary';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';
import { useStepForm } from '../../components/step-form/use-step-form';
import { TextField } from '../../components/text-field';
import { env } from '../../config/env';
import { informationPaths } from '../../config/paths';
import { EmailField } from '../../shared/contact/email-field';
import {
  PASSWORD_MIN_LENGTH,
  REGISTRATION_FIELDS,
  type RegistrationForm,
  validateRegistration,
} from './registration-schema';

/**
 * /RegistrationPage: where an account with the provider would be created. Nothing leaves this
 * page: the password lives in this component's state only and is gone once it unmounts.
 */
export function RegistrationPage() {
  const { t } = useLingui();
  const { siteName } = env;
  const navigate = useNavigate();
  const [passwordsShown, setPasswordsShown] = useState(false);
  const { bind, errors, submit } = useStepForm({
    initial: (): RegistrationForm => ({ email: '', password: '', confirmPassword: '' }),
    check: validateRegistration,
    fields: REGISTRATION_FIELDS,
    onValid: () => navigate(informationPaths.shippingDetails),
  });

  const title = t`Create your account`;
  const passwordType = passwordsShown ? 'text' : 'password';

  return (
    <>
      <PageTitle title={title} hasErrors={errors.hasErrors} />
      <ErrorSummary errors={errors.summary} attempt={errors.attempt} />
      <PageHeading>{title}</PageHeading>
      <p>
        <Trans>
          This is where you would create an account with {siteName}, to follow your order and manage
          your service.
        </Trans>
      </p>
      <div className="notice">
        <p>
          <Trans>
            No account is stored by this site. What you type here is checked on this page only: it
            is not sent anywhere and not kept.
          </Trans>
        </p>
      </div>
      <form noValidate onSubmit={submit} className="form">
        <EmailField {...bind('email')} label={t`E-mail address`} />
        <TextField
          {...bind('password')}
          type={passwordType}
          label={t`Password`}
          hint={t`At least ${PASSWORD_MIN_LENGTH} characters. A few words you will remember make a strong password.`}
          autoComplete="new-password"
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
        />
        <TextField
          {...bind('confirmPassword')}
          type={passwordType}
          label={t`Confirm password`}
          hint={t`Type the same password again.`}
          autoComplete="new-password"
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
        />
        <p className="password-toggle">
          {/* A toggle keeps one label; aria-pressed says whether the passwords show. */}
          <button
            type="button"
            className="link-button"
            aria-pressed={passwordsShown}
            aria-controls="password confirmPassword"
            onClick={() => setPasswordsShown((shown) => !shown)}
          >
            <Trans>Show passwords</Trans>
          </button>
        </p>
        <div className="actions">
          <button type="submit" className="button">
            <Trans>Next</Trans>
          </button>
          <Link to={informationPaths.home} className="button button--secondary">
            <Trans>Back</Trans>
          </Link>
        </div>
      </form>
    </>
  );
}
