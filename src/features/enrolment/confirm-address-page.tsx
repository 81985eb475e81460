import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { DateOfBirthField } from '../../components/date-of-birth-field';
import { ErrorSummary } from '../../components/error-summary';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { flowPaths } from '../../config/paths';
import { failureMessage } from '../../lib/failure-message';
import { useFlow, useFlowActor, useFlowSend } from '../../lib/flow-context';
import { useFormErrors } from '../../lib/use-form-errors';
import { validate } from '../../lib/validate';
import { US_STATES } from '../../shared/address/us-states';
import { keepZipDigits } from '../../shared/rules/zip-rules';
import {
  ADDRESS_FIELDS,
  type AddressFormValues,
  confirmAddressMessages,
  confirmAddressSchema,
  initialAddressValues,
  keepPhoneDigits,
  knownApplicationId,
  toSavedEnrolment,
} from './confirm-address-schema';

/** /ConfirmAddress (and ?transfer=yes): the shipping and enrolment details of A §5. */
export function ConfirmAddressPage() {
  const { t, i18n } = useLingui();
  const actor = useFlowActor();
  const send = useFlowSend();
  // Following an enrolment `url` leaves this page on show: keep its wording as it was.
  const last = useRef(false);
  last.current =
    useFlow((snapshot) =>
      snapshot.matches({ transfer: 'confirmAddress' })
        ? true
        : snapshot.matches({ enrolment: 'confirmAddress' })
          ? false
          : null,
    ) ?? last.current;
  const transfer = last.current;
  const busy = useFlow((snapshot) => snapshot.hasTag('busy'));
  const timedOut = useFlow(
    (snapshot) =>
      snapshot.matches({ enrolment: { confirmAddress: 'timedOut' } }) ||
      snapshot.matches({ transfer: { confirmAddress: 'timedOut' } }),
  );
  const failure = useFlow((snapshot) => snapshot.context.failure);
  const [values, setValues] = useState<AddressFormValues>(() =>
    initialAddressValues(actor.getSnapshot().context),
  );
  const [noApplicationId, setNoApplicationId] = useState(false);
  const form = useFormErrors(ADDRESS_FIELDS, { dob: 'dob-month' });

  const set =
    (field: Exclude<keyof AddressFormValues, 'dob'>, keep = (value: string) => value) =>
    (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: keep(event.target.value) }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The rendered flag can lag a fast double click; the actor's snapshot cannot.
    const snapshot = actor.getSnapshot();
    if (busy || snapshot.hasTag('busy')) return;
    const result = validate(confirmAddressSchema(new Date()), values, confirmAddressMessages);
    form.report(result.ok ? {} : result.errors);
    if (!result.ok) return;
    // The machine refuses details without an application id; say why instead of doing nothing.
    const missingId = knownApplicationId(snapshot.context) === '';
    setNoApplicationId(missingId);
    if (missingId) return;
    send({ type: 'address.submitted', saved: toSavedEnrolment(result.value, snapshot.context) });
  };

  const title = transfer
    ? t`Confirm your details for the transfer`
    : t`Confirm your shipping and enrolment details`;

  return (
    <>
      <PageTitle title={title} hasErrors={form.hasErrors} />
      <ErrorSummary errors={form.summary} attempt={form.attempt} />
      <PageHeading>{title}</PageHeading>
      <p>
        {transfer ? (
          <Trans>
            We need these details to move your ACP benefit to us. Check them and correct anything
            that is wrong.
          </Trans>
        ) : (
          <Trans>
            We need these details to enroll you, and we ship your order to this address. Check them
            and correct anything that is wrong.
          </Trans>
        )}
      </p>
      <form noValidate onSubmit={onSubmit} className="form">
        <TextField
          id="firstName"
          label={t`First name`}
          error={form.message('firstName')}
          value={values.firstName}
          onChange={set('firstName')}
          autoComplete="given-name"
          maxLength={24}
        />
        <TextField
          id="lastName"
          label={t`Last name`}
          error={form.message('lastName')}
          value={values.lastName}
          onChange={set('lastName')}
          autoComplete="family-name"
          maxLength={24}
        />
        <DateOfBirthField
          id="dob"
          legend={t`Date of birth`}
          value={values.dob}
          onChange={(dob) => setValues((current) => ({ ...current, dob }))}
          error={form.message('dob')}
        />
        <TextField
          id="emailAddress"
          type="email"
          label={t`E-mail address`}
          error={form.message('emailAddress')}
          value={values.emailAddress}
          onChange={set('emailAddress')}
          autoComplete="email"
          spellCheck={false}
          maxLength={254}
        />
        <TextField
          id="contactPhoneNumber"
          type="tel"
          label={t`Phone number`}
          hint={t`10 digits, for example 5551234567`}
          error={form.message('contactPhoneNumber')}
          value={values.contactPhoneNumber}
          onChange={set('contactPhoneNumber', keepPhoneDigits)}
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
        />
        <TextField
          id="shippingAddress1"
          label={t`Shipping address`}
          hint={t`Street address or P.O. box`}
          error={form.message('shippingAddress1')}
          value={values.shippingAddress1}
          onChange={set('shippingAddress1')}
          autoComplete="address-line1"
          maxLength={100}
        />
        <TextField
          id="shippingAddress2"
          label={t`Address line 2 (optional)`}
          hint={t`Apartment, suite or unit`}
          value={values.shippingAddress2}
          onChange={set('shippingAddress2')}
          autoComplete="address-line2"
          maxLength={100}
        />
        <TextField
          id="shippingCity"
          label={t`City`}
          error={form.message('shippingCity')}
          value={values.shippingCity}
          onChange={set('shippingCity')}
          autoComplete="address-level2"
          maxLength={50}
        />
        <SelectField
          id="shippingState"
          label={t`State`}
          placeholder={t`Choose a state`}
          options={US_STATES.map((state) => ({ value: state.code, label: state.name }))}
          error={form.message('shippingState')}
          value={values.shippingState}
          onChange={set('shippingState')}
          autoComplete="address-level1"
        />
        <TextField
          id="shippingZipcode"
          label={t`Zip code`}
          hint={t`5 digits`}
          error={form.message('shippingZipcode')}
          value={values.shippingZipcode}
          onChange={set('shippingZipcode', keepZipDigits)}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          className="field__input--short"
        />
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          {busy ? (
            transfer ? (
              <Trans>Transferring…</Trans>
            ) : (
              <Trans>Enrolling…</Trans>
            )
          ) : timedOut ? (
            <Trans>Resubmit</Trans>
          ) : (
            <Trans>Continue</Trans>
          )}
        </button>
        {noApplicationId && (
          <div className="notice notice--error" role="alert">
            <p>
              <Trans>
                We do not have your application ID, so we cannot enroll you yet.{' '}
                <Link to={flowPaths.checkStatus}>Look your application up</Link> first.
              </Trans>
            </p>
          </div>
        )}
        {failure && !form.hasErrors && (
          <div className="notice notice--error" role="alert">
            <p>{failureMessage(i18n, failure)}</p>
          </div>
        )}
      </form>
    </>
  );
}
