import { describe, expect, it } from 'vitest';
import { env } from '../../src/config/env';

// The ACP default (D38) keeps the values src/config/env.ts had before it read the settings.
describe('env, read from the carrier settings', () => {
  it('gives the ACP build the same values as before', () => {
    expect(env).toEqual({
      providerApiUrl: '/api',
      contactWebhookUrl: '/api/hooks/contact',
      redirectHosts: [],
      tabletName: 'ACP Tablet 8in',
      siteName: 'ACP Connect',
      supportEmail: 'support@acpconnect.example',
      supportPhone: '1-800-555-0199',
      supportHours: [
        { en: 'Monday to Friday, 8:00 to 20:00', es: 'De lunes a viernes, de 8:00 a 20:00' },
        { en: 'Saturday, 10:00 to 19:00', es: 'Sábados, de 10:00 a 19:00' },
      ],
    });
  });
});
