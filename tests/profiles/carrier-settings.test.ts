import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadBuildSettings } from '../../profiles/build-settings.ts';
import { parseCarrierSettings } from '../../profiles/carrier-settings.ts';
import { acpCarrier } from '../../profiles/carriers/acp.ts';
import { lifelineCarrier } from '../../profiles/carriers/lifeline.ts';
import { carrierSettings } from '../../scripts/carrier-settings-plugin.ts';

const dirs: string[] = [];
afterEach(() => {
  vi.unstubAllEnvs();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function settingsFile(content: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'carrier-'));
  dirs.push(dir);
  const file = join(dir, 'carrier.json');
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

describe('the carrier settings', () => {
  it('default to the ACP profile and today’s values of src/config/env.ts and the tablet', () => {
    const { profile, settings, source } = loadBuildSettings({});
    expect(profile.id).toBe('acp');
    expect(source).toBe('profiles/carriers/acp.ts');
    expect(settings).toMatchObject({
      program: 'acp',
      brandName: 'ACP Connect',
      support: { email: 'support@acpconnect.example', phone: '1-800-555-0199' },
      api: { baseUrl: '/api', redirectHosts: [], contactWebhookUrl: '/api/hooks/contact' },
      device: {
        name: 'ACP Tablet 8in',
        copay: 10.01,
        marketValue: 190,
        payment: { gateway: 'stripe' },
        acp: { consumerFee: 1, deliveryMethod: 'shipped', reimbursementDays: 15 },
      },
    });
  });

  it('PROGRAM=lifeline selects the Lifeline profile and its demo carrier, with no ACP device fields', () => {
    const { profile, settings } = loadBuildSettings({ PROGRAM: 'lifeline' });
    expect(profile.id).toBe('lifeline');
    expect(settings.program).toBe('lifeline');
    expect(settings.device).not.toHaveProperty('acp');
  });

  it('lets the VITE_* variables win over the file; empty ones mean unset', () => {
    const { settings } = loadBuildSettings({
      VITE_SITE_NAME: 'Carrier One',
      VITE_SUPPORT_EMAIL: 'help@carrier.example',
      VITE_SUPPORT_PHONE: ' ',
      VITE_PROVIDER_API_URL: 'https://api.carrier.example/v1',
      VITE_CONTACT_WEBHOOK_URL: '',
      VITE_REDIRECT_HOSTS: 'NV.example.gov, localhost:4173',
      VITE_TABLET_NAME: 'Tab 10',
    });
    expect(settings).toMatchObject({
      brandName: 'Carrier One',
      support: { email: 'help@carrier.example', phone: '1-800-555-0199' },
      api: {
        baseUrl: 'https://api.carrier.example/v1',
        contactWebhookUrl: '/api/hooks/contact',
        redirectHosts: ['nv.example.gov', 'localhost:4173'],
      },
      device: { name: 'Tab 10' },
    });
  });

  it('accepts both demo carriers', () => {
    expect(parseCarrierSettings(acpCarrier).program).toBe('acp');
    expect(parseCarrierSettings(lifelineCarrier).program).toBe('lifeline');
  });

  it('reads a carrier’s own JSON file named by CARRIER_CONFIG', () => {
    const file = settingsFile({ ...lifelineCarrier, brandName: 'Own Carrier' });
    const { profile, settings, source } = loadBuildSettings({ CARRIER_CONFIG: file });
    expect(profile.id).toBe('lifeline');
    expect(settings.brandName).toBe('Own Carrier');
    expect(source).toBe(file);
  });
});

describe('a bad setting stops the build with a message naming it', () => {
  it('names a wrong field and the file', () => {
    const file = settingsFile({
      ...acpCarrier,
      support: { ...acpCarrier.support, email: 'not-an-address' },
    });
    expect(() => loadBuildSettings({ CARRIER_CONFIG: file })).toThrow(
      new RegExp(`Invalid carrier settings in ${file}:\\nsupport\\.email: The support e-mail`),
    );
  });

  it('names a missing Spanish text', () => {
    const file = settingsFile({
      ...acpCarrier,
      planCard: { ...acpCarrier.planCard, title: { en: 'Your plan' } },
    });
    expect(() => loadBuildSettings({ CARRIER_CONFIG: file })).toThrow(/planCard\.title\.es/);
  });

  it('names ACP device fields on a Lifeline offer', () => {
    const file = settingsFile({
      ...lifelineCarrier,
      device: { ...lifelineCarrier.device, acp: acpCarrier.device.acp },
    });
    expect(() => loadBuildSettings({ CARRIER_CONFIG: file })).toThrow(
      /device\.acp: Lifeline has no device benefit, so the device offer has no ACP device fields/,
    );
  });

  it('names a bad VITE_* value after the file’s own check', () => {
    expect(() => loadBuildSettings({ VITE_PROVIDER_API_URL: 'ftp://api.example' })).toThrow(
      /with the VITE_\* variables applied:\napi\.baseUrl: Must be a path/,
    );
    expect(() => loadBuildSettings({ VITE_REDIRECT_HOSTS: 'bad host' })).toThrow(
      /api\.redirectHosts\.0: A redirect host/,
    );
  });

  it('names PROGRAM when it is unknown or disagrees with the file', () => {
    expect(() => loadBuildSettings({ PROGRAM: 'ebb' })).toThrow(
      'PROGRAM must be one of acp, lifeline; got "ebb"',
    );
    const file = settingsFile(acpCarrier);
    expect(() => loadBuildSettings({ PROGRAM: 'lifeline', CARRIER_CONFIG: file })).toThrow(
      /program: PROGRAM=lifeline but the settings are for acp/,
    );
  });

  it('names an unreadable or malformed file', () => {
    expect(() => loadBuildSettings({ CARRIER_CONFIG: '/nowhere/carrier.json' })).toThrow(
      'CARRIER_CONFIG names /nowhere/carrier.json, which cannot be read',
    );
    const file = settingsFile('{ not json');
    expect(() => loadBuildSettings({ CARRIER_CONFIG: file })).toThrow(/is not valid JSON/);
  });

  it('names an unknown key, so a typo is not silently ignored', () => {
    const file = settingsFile({ ...acpCarrier, brandname: 'typo' });
    expect(() => loadBuildSettings({ CARRIER_CONFIG: file })).toThrow(/brandname: /);
  });
});

describe('the Vite plugin', () => {
  type Hook = (config: object, env: { mode: string; command: string }) => void;
  const hooks = () => {
    const plugin = carrierSettings();
    return {
      config: plugin.config as Hook,
      resolveId: plugin.resolveId as (id: string) => string | undefined,
      load: plugin.load as (id: string) => string | { code: string } | undefined,
    };
  };

  it('stops the build on a bad setting, naming it', () => {
    vi.stubEnv('CARRIER_CONFIG', settingsFile({ ...acpCarrier, brandName: ' ' }));
    const { config } = hooks();
    expect(() => config({ envDir: false }, { mode: 'production', command: 'build' })).toThrow(
      /brandName: The brand name must not be empty/,
    );
  });

  it('serves the selected profile and settings as virtual:carrier-settings', () => {
    vi.stubEnv('PROGRAM', 'lifeline');
    const { config, resolveId, load } = hooks();
    config({ envDir: false }, { mode: 'production', command: 'build' });
    const id = resolveId('virtual:carrier-settings');
    expect(id).toBeDefined();
    const code = load(id ?? '') ?? '';
    // Each part is its own module (a chunk carries only the parts it reads): the main one
    // re-exports them.
    expect(code).toContain("export { profile } from 'virtual:carrier-settings/profile';");
    expect(code).toContain("export { siteArticles } from 'virtual:carrier-settings/siteArticles';");
    expect(code).toContain(
      "export { certifications } from 'virtual:carrier-settings/certifications';",
    );
    const part = (name: string) => {
      const loaded = load(resolveId(`virtual:carrier-settings/${name}`) ?? '');
      return typeof loaded === 'object' && loaded ? loaded.code : '';
    };
    expect(part('profile')).toContain('export const profile = {"id":"lifeline"');
    expect(part('settings')).toContain('export const settings = {"program":"lifeline"');
    expect(part('planCard')).toMatch(
      /^export const planCard = \{"title":\{"en":"Your Lifeline plan"/,
    );
    expect(part('siteAboutTitle')).toBe(
      'export const siteAboutTitle = {"en":"About Lifeline","es":"Acerca de Lifeline"};',
    );
    expect(part('certifications')).toMatch(
      /^export const certifications = \[\{"en":"My household qualifies for Lifeline/,
    );
    expect(() => part('nothing')).toThrow(/no part "nothing"/);
  });
});
