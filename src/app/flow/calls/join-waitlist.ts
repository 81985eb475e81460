import type { WaitlistEntry } from '../../../../machines/flow-types';
import { sendContactMessage } from '../../../api/send-contact-message';

// `joinWaitlist`: the sorry page's contact capture reaches the provider's staff through the
// contact webhook (provider-api.md, "Contact form").

export function joinWaitlist(entry: WaitlistEntry): Promise<void> {
  const area = entry.state ? `${entry.state}, zip ${entry.zipCode}` : `zip ${entry.zipCode}`;
  return sendContactMessage({
    subject: 'Coverage waitlist',
    name: '(not given)',
    email: entry.email,
    phone: entry.phone,
    message: `Please tell me when service reaches my area (${area}).`,
  });
}
