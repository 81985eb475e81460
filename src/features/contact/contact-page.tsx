import { programNameInSentence, programShortNameInSentence } from 'virtual:carrier-settings';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ChangeEvent, type FormEvent, Fragment, useRef, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { ErrorSummary } from '../../components/error-summary';
import { FieldError } from '../../components/field-error';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { env } from '../../config/env';
import { useProfileText } from '../../i18n/profile-text';
import { notify } from '../../lib/notify';
import { useFormErrors } from '../../lib/use-form-errors';
import { keepPhoneCharacters } from '../../shared/rules/contact-rules';
import {
  type ContactField,
  type ContactValues,
  contactFields,
  contactSubjects,
  validateContact,
} from './contact-schema';

const emptyForm: ContactValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
};

const MESSAGE_MAX_LENGTH = 2000;

/**
 * The provider's own words when it gave any (ApiError's message is its kind otherwise);
 * undefined for a time-out or a lost connection, which get the generic text (B §8).
 */
function providerMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.kind !== 'rejected') return undefined;
  return error.message && error.message !== error.kind ? error.message : undefined;
}

export function ContactPage() {
  const { t, i18n } = useLingui();
  const text = useProfileText();
  const program = text(programNameInSentence);
  const [values, setValues] = useState<ContactValues>(emptyForm);
  const [sending, setSending] = useState(false);
  // State updates land after the event: a second quick click must see the first one at once.
  const sendingRef = useRef(false);
  const errors = useFormErrors(contactFields);

  const onChange =
    (field: ContactField, keep: (value: string) => string = (value) => value) =>
    (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const next = { ...values, [field]: keep(event.target.value) };
      setValues(next);
      // Fixing the field in error removes its message. A message never appears while typing:
      // the next problem, if any, shows on the next send (and the summary takes focus then).
      if (errors.message(field) === undefined) return;
      const result = validateContact(next);
      if (result.ok || result.errors[field] === undefined) errors.clear(field);
    };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendingRef.current) return;
    const result = validateContact(values);
    if (!result.ok) {
      errors.report(result.errors);
      return;
    }
    errors.report({});
    const form = result.value;
    sendingRef.current = true;
    setSending(true);
    try {
      // The HTTP client comes with the first message sent, not with the page (issue 6 §4).
      const { sendContactMessage } = await import('../../api/send-contact-message');
      await sendContactMessage({
        subject: form.subject,
        name: `${form.firstName} ${form.lastName}`,
        email: form.email,
        phone: form.phone,
        message: form.message,
      });
      notify('success', t`The message was sent successfully`);
      setValues(emptyForm);
    } catch (error) {
      notify('error', providerMessage(error) ?? t`Something went wrong, please try again later`);
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  const messageError = errors.message('message');

  return (
    <>
      <PageTitle title={t`Contact us`} hasErrors={errors.hasErrors} />
      <ErrorSummary errors={errors.summary} attempt={errors.attempt} />
      <PageHeading>
        <Trans>Contact us</Trans>
      </PageHeading>
      <p>
        <Trans>
          Ask us about {program}, your application or your service. We reply by e-mail or phone. All
          fields are required.
        </Trans>
      </p>
      <form noValidate onSubmit={onSubmit} className="form" aria-labelledby="main-heading">
        <TextField
          id="firstName"
          label={t`First name`}
          error={errors.message('firstName')}
          value={values.firstName}
          onChange={onChange('firstName')}
          autoComplete="given-name"
          maxLength={50}
        />
        <TextField
          id="lastName"
          label={t`Last name`}
          error={errors.message('lastName')}
          value={values.lastName}
          onChange={onChange('lastName')}
          autoComplete="family-name"
          maxLength={50}
        />
        <TextField
          id="email"
          type="email"
          label={t`E-mail address`}
          error={errors.message('email')}
          value={values.email}
          onChange={onChange('email')}
          autoComplete="email"
          spellCheck={false}
          maxLength={254}
        />
        <TextField
          id="phone"
          type="tel"
          label={t`Phone number`}
          hint={t`10 digits, for example 555 123 4567`}
          error={errors.message('phone')}
          value={values.phone}
          onChange={onChange('phone', keepPhoneCharacters)}
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
        />
        <SelectField
          id="subject"
          label={t`Subject`}
          placeholder={t`Choose a subject`}
          options={contactSubjects.map((subject) => ({
            value: subject.value,
            label: i18n._(subject.label.id, { program: text(programShortNameInSentence) }),
          }))}
          error={errors.message('subject')}
          value={values.subject}
          onChange={onChange('subject')}
        />
        {/* No shared textarea component: the same markup as TextField, for the same reasons. */}
        <div className={messageError ? 'field field--error' : 'field'}>
          <label className="field__label" htmlFor="message">
            <Trans>Message</Trans>
          </label>
          <p className="field__hint" id="message-hint">
            <Trans>
              Please do not write your Social Security number or other ID numbers in your message.
            </Trans>
          </p>
          <FieldError id="message-error" message={messageError} />
          <textarea
            id="message"
            name="message"
            className="field__input contact__message"
            rows={6}
            maxLength={MESSAGE_MAX_LENGTH}
            aria-invalid={messageError ? true : undefined}
            aria-describedby={messageError ? 'message-hint message-error' : 'message-hint'}
            value={values.message}
            onChange={onChange('message')}
          />
        </div>
        <div className="actions">
          <button type="submit" className="button" aria-disabled={sending || undefined}>
            {sending ? <Trans>Sending…</Trans> : <Trans>Send</Trans>}
          </button>
        </div>
      </form>
      <aside className="card" aria-labelledby="support-title">
        <h2 id="support-title">
          <Trans>Other ways to reach us</Trans>
        </h2>
        <dl className="contact__support">
          <dt>
            <Trans>E-mail</Trans>
          </dt>
          <dd>
            <a href={`mailto:${env.supportEmail}`}>{env.supportEmail}</a>
          </dd>
          <dt>
            <Trans>Phone</Trans>
          </dt>
          <dd>
            <a href={`tel:${env.supportPhone.replace(/[^\d+]/g, '')}`}>{env.supportPhone}</a>
          </dd>
          <dt>
            <Trans>Hours</Trans>
          </dt>
          <dd>
            {env.supportHours.map((line, index) => (
              <Fragment key={line.en}>
                {index > 0 && <br />}
                {text(line)}
              </Fragment>
            ))}
          </dd>
        </dl>
      </aside>
    </>
  );
}
