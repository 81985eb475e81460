import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ErrorSummary } from '../../components/error-summary';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';
import { TextField } from '../../components/text-field';
import { env } from '../../config/env';
import { informationPaths } from '../../config/paths';
import { useFormErrors } from '../../lib/use-form-errors';
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
  const [values, setValues] = useState<RegistrationForm>({
    email: '',
    password: '',
    confirmPassword: '',
  });
  const [passwordsShown, setPasswordsShown] = useState(false);
  const errors = useFormErrors(REGISTRATION_FIELDS);

  const set = (field: keyof RegistrationForm, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateRegistration(values);
    if (!result.ok) {
      errors.report(result.errors);
      return;
    }
    navigate(informationPaths.shippingDetails);
  };

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
      <form noValidate onSubmit={onSubmit} className="form">
        <TextField
          id="email"
          type="email"
          label={t`E-mail address`}
          error={errors.message('email')}
          value={values.email}
          onChange={(event) => set('email', event.target.value)}
          autoComplete="email"
          maxLength={254}
          spellCheck={false}
          autoCapitalize="off"
        />
        <TextField
          id="password"
          type={passwordType}
          label={t`Password`}
          hint={t`At least ${PASSWORD_MIN_LENGTH} characters. A few words you will remember make a strong password.`}
          error={errors.message('password')}
          value={values.password}
          onChange={(event) => set('password', event.target.value)}
          autoComplete="new-password"
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
        />
        <TextField
          id="confirmPassword"
          type={passwordType}
          label={t`Confirm password`}
          hint={t`Type the same password again.`}
          error={errors.message('confirmPassword')}
          value={values.confirmPassword}
          onChange={(event) => set('confirmPassword', event.target.value)}
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
