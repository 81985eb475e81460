import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ErrorSummary } from '../../components/error-summary';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { informationPaths } from '../../config/paths';
import { useFormErrors } from '../../lib/use-form-errors';
import { validate } from '../../lib/validate';
import { stateOptions } from '../../shared/address/us-states';
import {
  keepZipDigits,
  SHIPPING_FIELDS,
  type ShippingField,
  type ShippingForm,
  ShippingSchema,
  shippingLimits,
  shippingMessages,
} from './shipping-details-schema';

const EMPTY: ShippingForm = {
  firstName: '',
  lastName: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
};

/** /ShippigDetailsPage (D17 spelling): where the SIM card, and any tablet, would be sent. */
export function ShippingDetailsPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [values, setValues] = useState<ShippingForm>(EMPTY);
  const errors = useFormErrors(SHIPPING_FIELDS);

  const set = (field: ShippingField, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(ShippingSchema, values, shippingMessages);
    if (!result.ok) {
      errors.report(result.errors);
      return;
    }
    navigate(informationPaths.verificationCode);
  };

  const title = t`Where should we send your SIM card?`;

  return (
    <>
      <PageTitle title={title} hasErrors={errors.hasErrors} />
      <ErrorSummary errors={errors.summary} attempt={errors.attempt} />
      <PageHeading>{title}</PageHeading>
      <p>
        <Trans>
          Your SIM card, and your tablet if you choose one, are mailed to this address. Use an
          address where you can receive packages.
        </Trans>
      </p>
      <div className="notice">
        <p>
          <Trans>
            This site does not send or keep what you type here: it is checked on this page only.
          </Trans>
        </p>
      </div>
      <form noValidate onSubmit={onSubmit} className="form">
        <TextField
          id="firstName"
          label={t`First name`}
          error={errors.message('firstName')}
          value={values.firstName}
          onChange={(event) => set('firstName', event.target.value)}
          autoComplete="shipping given-name"
          maxLength={shippingLimits.name}
          spellCheck={false}
        />
        <TextField
          id="lastName"
          label={t`Last name`}
          error={errors.message('lastName')}
          value={values.lastName}
          onChange={(event) => set('lastName', event.target.value)}
          autoComplete="shipping family-name"
          maxLength={shippingLimits.name}
          spellCheck={false}
        />
        <TextField
          id="address1"
          label={t`Address line 1`}
          hint={t`Street number and name`}
          error={errors.message('address1')}
          value={values.address1}
          onChange={(event) => set('address1', event.target.value)}
          autoComplete="shipping address-line1"
        />
        <TextField
          id="address2"
          label={t`Address line 2 (optional)`}
          hint={t`Apartment, suite or unit`}
          error={errors.message('address2')}
          value={values.address2}
          onChange={(event) => set('address2', event.target.value)}
          autoComplete="shipping address-line2"
        />
        <TextField
          id="city"
          label={t`City`}
          error={errors.message('city')}
          value={values.city}
          onChange={(event) => set('city', event.target.value)}
          autoComplete="shipping address-level2"
        />
        <SelectField
          id="state"
          label={t`State`}
          placeholder={t`Choose a state`}
          options={stateOptions(i18n.locale)}
          error={errors.message('state')}
          value={values.state}
          onChange={(event) => set('state', event.target.value)}
          autoComplete="shipping address-level1"
        />
        <TextField
          id="zip"
          label={t`Zip code`}
          hint={t`5 digits`}
          error={errors.message('zip')}
          value={values.zip}
          onChange={(event) => set('zip', keepZipDigits(event.target.value))}
          inputMode="numeric"
          autoComplete="shipping postal-code"
          maxLength={shippingLimits.zip}
          className="field__input--short"
        />
        <div className="actions">
          <button type="submit" className="button">
            <Trans>Next</Trans>
          </button>
          <Link to={informationPaths.registration} className="button button--secondary">
            <Trans>Back</Trans>
          </Link>
        </div>
      </form>
    </>
  );
}
