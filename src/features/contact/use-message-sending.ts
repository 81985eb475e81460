import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { notify } from '../../lib/notify';
import type { ContactForm } from './contact-schema';

/**
 * The provider's own words when it gave any (ApiError's message is its kind otherwise);
 * undefined for a time-out or a lost connection, which get the generic text (B §8).
 */
function providerMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.kind !== 'rejected') return undefined;
  return error.message && error.message !== error.kind ? error.message : undefined;
}

/** Sending a contact message to the carrier's chat, with the outcome in a toast. */
export function useMessageSending() {
  const { t } = useLingui();
  const [sending, setSending] = useState(false);
  // State updates land after the event: a second quick click must see the first one at once.
  const sendingNow = useRef(false);

  /** Sends the checked form; `onSent` runs once the message is through. */
  const sendMessage = async (form: ContactForm, onSent: () => void) => {
    sendingNow.current = true;
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
      onSent();
    } catch (error) {
      notify('error', providerMessage(error) ?? t`Something went wrong, please try again later`);
    } finally {
      sendingNow.current = false;
      setSending(false);
    }
  };

  return { sending, isSendingNow: () => sendingNow.current, sendMessage };
}
