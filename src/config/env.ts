import { api, brandName, device, support } from 'virtual:carrier-settings';

// The carrier's settings, validated when the build starts (DEC-102): the file of the build's
// profile or CARRIER_CONFIG, with any VITE_* variable already applied over it.

export const env = {
  /** D2: every provider call goes to this base; the sandbox serves /api on the app's origin. */
  providerApiUrl: api.baseUrl,
  /** provider-api.md, contact form: a chat webhook. */
  contactWebhookUrl: api.contactWebhookUrl,
  /** D16: hosts, besides the app's own, that API links may send the browser to. */
  redirectHosts: api.redirectHosts,
  /** D21: the device offered with the plan is looked up by this name; none when not offered. */
  tabletName: device?.name ?? null,
  /** Shown in titles and sent as the webhook's username. */
  siteName: brandName,
  /** The support contact of A §1. */
  supportEmail: support.email,
  supportPhone: support.phone,
  /** A §1's support hours, one line each. */
  supportHours: support.hours,
} as const;
