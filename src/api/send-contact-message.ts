import ky, { HTTPError, TimeoutError } from 'ky';
import { env } from '../config/env';
import { ApiError } from './api-error';
import { CLIENT_TIMEOUT_MS, messageOf, TIMED_OUT } from './client';

export interface ContactMessage {
  subject: string;
  name: string;
  email: string;
  phone: string;
  message: string;
}

/** The chat channel the provider's staff read (B §7). */
export const CONTACT_CHANNEL = 'website-contact-form';

/** The webhook's `text`: one line per field, as B §7 lists them. */
export function contactText(message: ContactMessage): string {
  return [
    `Subject: ${message.subject}`,
    `Name: ${message.name}`,
    `Email: ${message.email}`,
    `Phone number: ${message.phone}`,
    `Message: ${message.message}`,
  ].join('\n');
}

/**
 * Post to the chat webhook. Sent as text/plain, as chat webhooks take it, and without the
 * provider's bearer token, which is not theirs to see. A chat webhook's answer is often not
 * JSON ("ok"), so success is read from the status alone.
 */
export async function sendContactMessage(
  message: ContactMessage,
  options: { url?: string; fetch?: typeof fetch } = {},
): Promise<void> {
  try {
    await ky.post(options.url ?? env.contactWebhookUrl, {
      body: JSON.stringify({
        text: contactText(message),
        channel: CONTACT_CHANNEL,
        username: `${env.siteName} Subscriber`,
      }),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      timeout: CLIENT_TIMEOUT_MS,
      retry: 0,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
  } catch (error) {
    if (error instanceof TimeoutError) throw new ApiError('timeout');
    if (!(error instanceof HTTPError)) throw new ApiError('network');
    let message: string | undefined;
    try {
      message = messageOf(JSON.parse(await error.response.text()));
    } catch {
      message = undefined;
    }
    // D3: the gateway's own time-out is a time-out, said in the app's words, not its own.
    if (message === TIMED_OUT) throw new ApiError('timeout');
    message ??= error.response.statusText || undefined;
    throw new ApiError('rejected', message === undefined ? {} : { message });
  }
}
