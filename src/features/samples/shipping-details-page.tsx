import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router-dom';
import { ErrorSummary } from '../../components/error-summary';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';
import { SelectField } from '../../components/select-field';
import { useStepForm } from '../../components/step-form/use-step-form';
import { TextField } from '../../components/text-field';
import { informationPaths } from '../../config/paths';
import { stateOptions } from '../../shared/address/us-states';
import { contactLimits } from '../../shared/rules/contact-rules';
import { keepZipDigits } from '../../shared/rules/zip-rules';
import {
  SHIPPING_FIELDS,
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
  const { bind, errors, submit } = useStepForm({
    initial: EMPTY,
    schema: ShippingSchema,
    messages: shippingMessages,
    fields: SHIPPING_FIELDS,
    onValid: () => navigate(informationPaths.verificationCode),
  });

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
      <form noValidate onSubmit={submit} className="form">
        <TextField
          {...bind('firstName')}
          label={t`First name`}
          autoComplete="shipping given-name"
          maxLength={shippingLimits.name}
          spellCheck={false}
        />
        <TextField
          {...bind('lastName')}
          label={t`Last name`}
          autoComplete="shipping family-name"
          maxLength={shippingLimits.name}
          spellCheck={false}
        />
        <TextField
          {...bind('address1')}
          label={t`Address line 1`}
          hint={t`Street number and name`}
          autoComplete="shipping address-line1"
          maxLength={contactLimits.address}
        />
        <TextField
          {...bind('address2')}
          label={t`Address line 2 (optional)`}
          hint={t`Apartment, suite or unit`}
          autoComplete="shipping address-line2"
          maxLength={contactLimits.address}
        />
        <TextField {...bind('city')} label={t`City`} autoComplete="shipping address-level2" />
        <SelectField
          {...bind('state')}
          label={t`State`}
          placeholder={t`Choose a state`}
          options={stateOptions(i18n.locale)}
          autoComplete="shipping address-level1"
        />
        <TextField
          {...bind('zip', keepZipDigits)}
          label={t`Zip code`}
          hint={t`5 digits`}
          inputMode="numeric"
          autoComplete="shipping postal-code"
          maxLength={contactLimits.zip}
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
