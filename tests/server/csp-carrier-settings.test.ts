import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CarrierSettingsInput } from '../../profiles/carrier-settings.ts';
import { lifelineCarrier } from '../../profiles/carriers/lifeline.ts';
import { cspOptionsFromEnv } from '../../server/security-headers.ts';

// The CSP names the origins of the carrier's settings file, as the build resolves them
// (issue 17 §3): a carrier that sets its API in CARRIER_CONFIG gets it in connect-src.
describe('the CSP from the carrier settings', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  function carrierFile(api: CarrierSettingsInput['api']): string {
    dir = mkdtempSync(join(tmpdir(), 'csp-carrier-'));
    const file = join(dir, 'carrier.json');
    writeFileSync(file, JSON.stringify({ ...lifelineCarrier, api }));
    return file;
  }

  it('takes the API, the webhook and the redirect hosts from the file CARRIER_CONFIG names', () => {
    const file = carrierFile({
      baseUrl: 'https://api.lifeline-carrier.example/v2',
      redirectHosts: ['verifier.example.gov'],
      contactWebhookUrl: 'https://hooks.chat.example/T1',
    });
    const options = cspOptionsFromEnv({ PROGRAM: 'lifeline', CARRIER_CONFIG: file });
    expect(options.connectSrc).toEqual([
      'https://api.lifeline-carrier.example',
      'https://hooks.chat.example',
    ]);
    expect(options.formAction).toEqual(['https://verifier.example.gov']);
  });

  it('lets a VITE_* variable win over the file, as the build does', () => {
    const file = carrierFile({
      baseUrl: 'https://api.lifeline-carrier.example',
      redirectHosts: ['verifier.example.gov'],
      contactWebhookUrl: '/api/hooks/contact',
    });
    const options = cspOptionsFromEnv({
      CARRIER_CONFIG: file,
      VITE_PROVIDER_API_URL: 'https://other.example',
      VITE_REDIRECT_HOSTS: 'nv.example.gov',
    });
    expect(options.connectSrc).toEqual(['https://other.example']);
    expect(options.formAction).toEqual(['https://nv.example.gov']);
  });

  it('keeps the demo carriers on the app’s own origin', () => {
    for (const program of ['acp', 'lifeline']) {
      expect(cspOptionsFromEnv({ PROGRAM: program })).toMatchObject({
        connectSrc: [],
        formAction: [],
      });
    }
  });

  it('issue 28 §4: a VITE_* override passes the same rules as the file, never into the CSP', () => {
    for (const url of [
      'https://api.example;sandbox/v1',
      'https://api$host.example/v1',
      'https://carrier.example@evil.example/v1',
    ]) {
      expect(() => cspOptionsFromEnv({ VITE_PROVIDER_API_URL: url }), url).toThrow(
        /api\.baseUrl \(from VITE_PROVIDER_API_URL\): /,
      );
      expect(() => cspOptionsFromEnv({ VITE_CONTACT_WEBHOOK_URL: url }), url).toThrow(
        /api\.contactWebhookUrl \(from VITE_CONTACT_WEBHOOK_URL\): /,
      );
    }
    expect(() => cspOptionsFromEnv({ VITE_REDIRECT_HOSTS: 'nv.example.gov;sandbox' })).toThrow(
      /api\.redirectHosts\.0 \(from VITE_REDIRECT_HOSTS\): contains ";"/,
    );
  });

  it('stops on a bad settings file, naming it', () => {
    const file = carrierFile({ baseUrl: 'ftp://nope', redirectHosts: [], contactWebhookUrl: '/x' });
    expect(() => cspOptionsFromEnv({ CARRIER_CONFIG: file })).toThrow(/api\.baseUrl/);
  });
});
