import { programNameInSentence, programShortNameInSentence } from 'virtual:carrier-settings';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorSummary } from '../../components/error-summary';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';
import { SelectField } from '../../components/select-field';
import { useStepForm } from '../../components/step-form/use-step-form';
import { TextField } from '../../components/text-field';
import { useProfileText } from '../../i18n/profile-text';
import { EmailField } from '../../shared/contact/email-field';
import { PHONE_INPUT_MAX_LENGTH } from '../../shared/contact/phone-field';
import { keepPhoneCharacters } from '../../shared/rules/contact-rules';
import {
  type ContactField,
  type ContactValues,
  contactFields,
  contactSubjects,
  validateContact,
} from './contact-schema';
import { MessageField } from './message-field';
import { SupportContacts } from './support-contacts';
import { useMessageSending } from './use-message-sending';

const emptyForm: ContactValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
};

const NAME_MAX_LENGTH = 50;

export function ContactPage() {
  const { t, i18n } = useLingui();
  const text = useProfileText();
  const program = text(programNameInSentence);
  const { sending, isSendingNow, sendMessage } = useMessageSending();
  const form = useStepForm({
    initial: emptyForm,
    // B §5: the contact form stops at its first problem, the one exception to D23.
    check: validateContact,
    fields: contactFields,
    busy: sending,
    isBusyNow: isSendingNow,
    onValid: (message) => sendMessage(message, () => form.setValues(emptyForm)),
  });
  const { errors } = form;

  /**
   * A field tied to the form, whose message goes once the field is right. A message never
   * appears while typing: the next problem, if any, shows on the next send (and the summary
   * takes focus then).
   */
  const field = (name: ContactField, keep: (value: string) => string = (value) => value) => ({
    ...form.bind(name),
    onChange: (event: { target: { value: string } }) => {
      const next = { ...form.values, [name]: keep(event.target.value) };
      form.setValues(next);
      if (errors.message(name) === undefined) return;
      const result = validateContact(next);
      if (result.ok || result.errors[name] === undefined) errors.clear(name);
    },
  });

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
      <form noValidate onSubmit={form.submit} className="form" aria-labelledby="main-heading">
        <TextField
          {...field('firstName')}
          label={t`First name`}
          autoComplete="given-name"
          maxLength={NAME_MAX_LENGTH}
        />
        <TextField
          {...field('lastName')}
          label={t`Last name`}
          autoComplete="family-name"
          maxLength={NAME_MAX_LENGTH}
        />
        <EmailField {...field('email')} label={t`E-mail address`} />
        <TextField
          {...field('phone', keepPhoneCharacters)}
          type="tel"
          label={t`Phone number`}
          hint={t`10 digits, for example 555 123 4567`}
          inputMode="tel"
          autoComplete="tel"
          maxLength={PHONE_INPUT_MAX_LENGTH}
        />
        <SelectField
          {...field('subject')}
          label={t`Subject`}
          placeholder={t`Choose a subject`}
          options={contactSubjects.map((subject) => ({
            value: subject.value,
            label: i18n._(subject.label.id, { program: text(programShortNameInSentence) }),
          }))}
        />
        <MessageField {...field('message')} />
        <div className="actions">
          <button type="submit" className="button" aria-disabled={sending || undefined}>
            {sending ? <Trans>Sending…</Trans> : <Trans>Send</Trans>}
          </button>
        </div>
      </form>
      <SupportContacts />
    </>
  );
}
