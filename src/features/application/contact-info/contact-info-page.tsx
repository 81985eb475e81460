import { programRules } from 'virtual:carrier-settings';
import { Trans, useLingui } from '@lingui/react/macro';
import { zipOfOtherState } from '../../../../machines/answers/contact-info';
import { CheckboxField } from '../../../components/checkbox-field';
import { PrivacyLink } from '../../../components/privacy-link';
import { SubmitButton } from '../../../components/step-form/submit-button';
import { useStepForm } from '../../../components/step-form/use-step-form';
import { env } from '../../../config/env';
import { useAnswerStep, useFlow, useStepAnswer } from '../../../lib/flow-context';
import { isStateCode, stateName } from '../../../shared/address/us-states';
import { EmailField } from '../../../shared/contact/email-field';
import { PhoneField } from '../../../shared/contact/phone-field';
import { StepLayout } from '../step-layout';
import { ContactAddresses } from './contact-addresses';
import {
  CONTACT_INFO_FIELDS,
  type ContactInfoForm,
  ContactInfoSchema,
  contactInfoMessages,
  zipOtherStateMessage,
} from './contact-info-schema';

const rules = programRules.contact;

export function ContactInfoPage() {
  const { t, i18n } = useLingui();
  const { siteName } = env;
  const busy = useFlow((snapshot) => snapshot.hasTag('busy'));
  const saved = useStepAnswer('contactInfo');
  const answer = useAnswerStep('contactInfo');
  const coverageZip = useFlow((snapshot) => snapshot.context.zipCode);
  const coverageState = useFlow((snapshot) => snapshot.context.coverage?.state ?? '');
  const form = useStepForm({
    initial: (): ContactInfoForm => {
      if (saved) {
        // The mailing fields of a "same address" answer are copies; the form shows them empty.
        return saved.mailingSameAsHome
          ? { ...saved, contactAddress: '', contactCity: '', contactState: '', contactZipCode: '' }
          : saved;
      }
      return {
        contactPhoneNumber: '',
        contactEmail: '',
        consent: false,
        marketingConsent: false,
        address: '',
        city: '',
        // The home address is in the area whose coverage was just checked.
        state: isStateCode(coverageState) ? coverageState : '',
        zipCode: coverageZip,
        ...(rules.asksTemporaryAddress && { temporaryAddress: '' as const }),
        ...(rules.questionsZipOfOtherState && { zipStateConfirmed: false }),
        mailingSameAsHome: true,
        contactAddress: '',
        contactCity: '',
        contactState: '',
        contactZipCode: '',
      };
    },
    schema: ContactInfoSchema,
    messages: (typed) => {
      const zipState = zipOfOtherState(typed.zipCode, typed.state);
      if (!zipState || !isStateCode(zipState) || !isStateCode(typed.state)) {
        return contactInfoMessages;
      }
      return {
        ...contactInfoMessages,
        zipOtherState: zipOtherStateMessage(
          typed.zipCode.trim(),
          stateName(zipState, i18n.locale),
          stateName(typed.state, i18n.locale),
        ),
      };
    },
    fields: CONTACT_INFO_FIELDS,
    targets: { temporaryAddress: 'temporaryAddress-0' },
    busy,
    onValid: answer,
  });
  const { values, set, errors } = form;

  return (
    <StepLayout step="contactInfo" errors={errors.summary} attempt={errors.attempt}>
      <p>
        <Trans>
          We use these details to tell you about your application and to send you anything you
          order.
        </Trans>
      </p>
      {/* D42: how the provider reaches someone with neither a phone nor an e-mail address. */}
      {rules.phoneAndEmailOptional && (
        <p>
          <Trans>
            Give a phone number and an e-mail address if you have them. If you have neither, leave
            both empty: we will write to you about your application by mail, at your mailing
            address.
          </Trans>
        </p>
      )}
      <form noValidate onSubmit={form.submit} className="form">
        <PhoneField
          {...form.bind('contactPhoneNumber')}
          label={rules.phoneAndEmailOptional ? t`Phone number (if you have one)` : t`Phone number`}
          hint={t`10 digits, for example 5551234567`}
          typing="digits"
        />
        <EmailField
          {...form.bind('contactEmail')}
          label={
            rules.phoneAndEmailOptional ? t`E-mail address (if you have one)` : t`E-mail address`
          }
        />
        {/* D31: contact about the application (needed to apply) apart from marketing (optional). */}
        <CheckboxField
          id="consent"
          label={t`I agree that ${siteName} may contact me by phone, text message or e-mail about my application and my service.`}
          error={errors.message('consent')}
          checked={values.consent}
          onChange={(event) => set('consent', event.target.checked)}
        />
        <PrivacyLink />
        <CheckboxField
          id="marketingConsent"
          label={t`Optional: send me offers and news from ${siteName} by automated calls or text messages. Message and data rates may apply. Text STOP to end. You do not need to agree to this to apply.`}
          checked={values.marketingConsent === true}
          onChange={(event) => set('marketingConsent', event.target.checked)}
        />

        <ContactAddresses form={form} rules={rules} />
        <SubmitButton busy={busy}>
          <Trans>Continue</Trans>
        </SubmitButton>
      </form>
    </StepLayout>
  );
}
