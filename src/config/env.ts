// Build-time configuration (Vite inlines import.meta.env). Empty values mean "use the
// default", so a carrier's build can leave any of them unset.

function setting(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

export const env = {
  /** D2: every provider call goes to this base; the sandbox serves /api on the app's origin. */
  providerApiUrl: setting(import.meta.env.VITE_PROVIDER_API_URL, '/api'),
  /** provider-api.md, contact form: a chat webhook. */
  contactWebhookUrl: setting(import.meta.env.VITE_CONTACT_WEBHOOK_URL, '/api/hooks/contact'),
  /** D16: hosts, besides the app's own, that API links may send the browser to. */
  redirectHosts: setting(import.meta.env.VITE_REDIRECT_HOSTS, '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean),
  /** D21: the tablet offered with the plan is looked up by this name. */
  tabletName: setting(import.meta.env.VITE_TABLET_NAME, 'ACP Tablet 8in'),
  /** Shown in titles and sent as the webhook's username. */
  siteName: setting(import.meta.env.VITE_SITE_NAME, 'ACP Connect'),
  /** The support contact of A §1. */
  supportEmail: setting(import.meta.env.VITE_SUPPORT_EMAIL, 'support@acpconnect.example'),
  supportPhone: setting(import.meta.env.VITE_SUPPORT_PHONE, '1-800-555-0199'),
} as const;
