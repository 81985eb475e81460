import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadBuildSettings } from '../../profiles/build-settings.ts';
import {
  type CarrierSettingsInput,
  parseCarrierSettings,
} from '../../profiles/carrier-settings.ts';
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

  it('names a bad VITE_* value after the file’s own check, with the variable', () => {
    expect(() => loadBuildSettings({ VITE_PROVIDER_API_URL: 'ftp://api.example' })).toThrow(
      /with the VITE_\* variables applied:\napi\.baseUrl \(from VITE_PROVIDER_API_URL\): is not an https:\/\/ address; allowed is an https:\/\/ address/,
    );
    expect(() => loadBuildSettings({ VITE_REDIRECT_HOSTS: 'bad host' })).toThrow(
      /api\.redirectHosts\.0 \(from VITE_REDIRECT_HOSTS\): contains a space; allowed is a host name/,
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

  it('issue 40: says where a file stops being JSON by line and column, not by position', () => {
    const lines = JSON.stringify(lifelineCarrier, null, 2).split('\n');
    // A stray comma typed at the end of line 4, after an object's opening brace.
    expect(lines[3]).toMatch(/\{$/);
    lines[3] = `${lines[3]},`;
    const text = lines.join('\n');
    const file = settingsFile(text);
    let message = '';
    try {
      loadBuildSettings({ CARRIER_CONFIG: file });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(
      /is not valid JSON: line 4, column \d+: .*\(the line reads: "page": \{,\)$/,
    );
    expect(message).not.toMatch(/position/);
    // A file cut short: the end of the file, where the editor's cursor would go.
    const cut = settingsFile('{\n  "program": "acp",\n');
    expect(() => loadBuildSettings({ CARRIER_CONFIG: cut })).toThrow(
      /is not valid JSON: line 3, column 1: /,
    );
  });

  it('names an unknown key, so a typo is not silently ignored', () => {
    const file = settingsFile({ ...acpCarrier, brandname: 'typo' });
    expect(() => loadBuildSettings({ CARRIER_CONFIG: file })).toThrow(/brandname: /);
  });
});

/** The problem lines of a refused settings file (after the line naming the file). */
function problems(settings: unknown, variables: Record<string, string> = {}): string[] {
  const file = settingsFile(settings);
  try {
    loadBuildSettings({ CARRIER_CONFIG: file, ...variables });
  } catch (error) {
    const [first, ...lines] = (error as Error).message.split('\n');
    expect(first).toMatch(/^Invalid carrier settings in /);
    return lines;
  }
  throw new Error('the settings were accepted');
}

const withApi = (api: Partial<CarrierSettingsInput['api']>) => ({
  ...acpCarrier,
  api: { ...acpCarrier.api, ...api },
});

describe('issue 28 §4: a provider address cannot change the CSP, the nginx config or the host', () => {
  const ALLOWED =
    'allowed is an https:// address with a host name, an optional :port and an optional path of letters, digits and - . _ ~ / (such as https://api.carrier.example/v1), or a path on the app’s own origin such as /api';

  it('refuses https://api.example;sandbox/v1, https://api$host.example/v1 and https://carrier.example@evil.example/v1', () => {
    for (const field of ['baseUrl', 'contactWebhookUrl'] as const) {
      expect(problems(withApi({ [field]: 'https://api.example;sandbox/v1' }))).toEqual([
        `api.${field}: contains ";"; ${ALLOWED} (given: "https://api.example;sandbox/v1")`,
      ]);
      expect(problems(withApi({ [field]: 'https://api$host.example/v1' }))).toEqual([
        `api.${field}: contains "$"; ${ALLOWED} (given: "https://api$host.example/v1")`,
      ]);
      expect(problems(withApi({ [field]: 'https://carrier.example@evil.example/v1' }))).toEqual([
        `api.${field}: has a user name before its host (…@), which would send the calls to another host; ${ALLOWED} (given: "https://carrier.example@evil.example/v1")`,
      ]);
    }
  });

  it('refuses every character that means something to a CSP, to nginx or to a URL', () => {
    for (const value of [
      'https://a.example,b.example',
      'https://a.example/"x',
      "https://a.example/'x",
      'https://a.example/v 1',
      'https://a.example/v\u00071',
      'https://a.example/{x}',
      'https://a.example/v1?key=1',
      'https://a.example/v1#x',
      'https://a.example/v1\\x',
      'https://a.example/%24',
      '//evil.example/v1',
      'http://api.example/v1',
      'javascript:alert(1)',
      'https://',
      'https://-a.example',
    ]) {
      const lines = problems(withApi({ baseUrl: value }));
      expect(lines, value).toHaveLength(1);
      expect(lines[0], value).toMatch(/^api\.baseUrl: .*allowed is an https:\/\/ address/);
    }
  });

  it('keeps /api (the sandbox on the app’s own origin), https addresses and http on this machine', () => {
    for (const value of [
      '/api',
      '/api/hooks/contact',
      'https://api.carrier.example',
      'https://api.carrier.example:8443/v1/',
      'https://API.Carrier.example/v1',
      'http://localhost:8788/api',
      'http://127.0.0.1:8788',
    ]) {
      const file = settingsFile(withApi({ baseUrl: value, contactWebhookUrl: value }));
      expect(loadBuildSettings({ CARRIER_CONFIG: file }).settings.api.baseUrl, value).toBe(value);
    }
  });

  it('issue 39: refuses a port beyond 65535 and a path that walks out of itself', () => {
    expect(
      problems(withApi({ redirectHosts: ['nv.example.gov:99999', 'nv.example.gov:0'] })),
    ).toEqual([
      'api.redirectHosts.0: has port 99999; a port is 1 to 65535 (given: "nv.example.gov:99999")',
      'api.redirectHosts.1: has port 0; a port is 1 to 65535 (given: "nv.example.gov:0")',
    ]);
    expect(problems(withApi({ baseUrl: 'https://api.carrier.example:70000/v1' }))).toEqual([
      'api.baseUrl: has port 70000; a port is 1 to 65535 (given: "https://api.carrier.example:70000/v1")',
    ]);
    for (const value of [
      '/api/../..',
      '/api/./x',
      'https://api.carrier.example/v1/../admin',
      'http://localhost:8788/..',
    ]) {
      const lines = problems(withApi({ baseUrl: value }));
      expect(lines, value).toEqual([
        `api.baseUrl: has a . or .. path segment, which leaves the path it names; ${ALLOWED} (given: "${value}")`,
      ]);
    }
    // Dots inside a segment are a name's, not a walk.
    const file = settingsFile(
      withApi({ baseUrl: '/api/v1.2/.well', redirectHosts: ['nv.example.gov:65535'] }),
    );
    expect(loadBuildSettings({ CARRIER_CONFIG: file }).settings.api.baseUrl).toBe(
      '/api/v1.2/.well',
    );
  });

  it('refuses a redirect host with such a character, and a VITE_* override by the same rules', () => {
    expect(
      problems(withApi({ redirectHosts: ['nv.example.gov', 'evil;x', 'a b', '$host'] })),
    ).toEqual([
      'api.redirectHosts.1: contains ";"; allowed is a host name with an optional :port, such as verifier.example.gov (letters, digits, - and .) (given: "evil;x")',
      'api.redirectHosts.2: contains a space; allowed is a host name with an optional :port, such as verifier.example.gov (letters, digits, - and .) (given: "a b")',
      'api.redirectHosts.3: contains "$"; allowed is a host name with an optional :port, such as verifier.example.gov (letters, digits, - and .) (given: "$host")',
    ]);
    expect(
      problems(acpCarrier, { VITE_PROVIDER_API_URL: 'https://carrier.example@evil.example/v1' }),
    ).toEqual([
      expect.stringMatching(
        /^api\.baseUrl \(from VITE_PROVIDER_API_URL\): has a user name before its host/,
      ),
    ]);
  });
});

describe('issue 29: a bad setting answers in one plain line per problem', () => {
  it('names a mistyped key and the key it is nearest to, in one line', () => {
    const { brandName: _, ...rest } = acpCarrier;
    expect(problems({ ...rest, brandNmae: 'Carrier One' })).toEqual([
      'brandNmae: unknown key: did you mean brandName?',
    ]);
    expect(
      problems({ ...acpCarrier, support: { ...acpCarrier.support, emial: 'a@b.example' } }),
    ).toEqual(['support.emial: unknown key: did you mean email?']);
  });

  it('lists the keys allowed where an unknown key is nothing like any of them', () => {
    expect(problems({ ...acpCarrier, colour: 'red' })).toEqual([
      'colour: unknown key: the keys here are program, brandName, page, support, planCard, device, certifications, representativeStatement, homeFigures, api',
    ]);
  });

  it('says what a missing or wrongly typed key must be, in words', () => {
    const { page: _, ...rest } = acpCarrier;
    expect(problems({ ...rest, device: { ...acpCarrier.device, copay: '10' } })).toEqual([
      'page: missing: it is an object with title, description',
      'device.copay: is "10", but must be a number',
    ]);
    expect(
      problems({ ...acpCarrier, planCard: { ...acpCarrier.planCard, title: { en: 'Plan' } } }),
    ).toEqual([
      'planCard.title.es: missing: the Spanish text (every text is given in English and Spanish)',
    ]);
    expect(problems({ ...acpCarrier, homeFigures: [] })).toEqual([
      'homeFigures: has 0 items; it must have at least 1',
    ]);
  });

  it('uses none of the validation library’s words, and carries no stack trace', () => {
    const file = settingsFile({ ...acpCarrier, brandNmae: 'x', program: 'ebb', device: 1 });
    let error: Error | undefined;
    try {
      loadBuildSettings({ CARRIER_CONFIG: file });
    } catch (caught) {
      error = caught as Error;
    }
    expect(error?.message).toBeDefined();
    expect(error?.message).not.toMatch(/Invalid (key|type)|Expected never|received/);
    // Build tools print the stack, or Node's inspection of the error (`vite build`): both are
    // the message, with no line of code under it.
    expect(error?.stack).toBe(error?.message);
    expect(inspect(error)).toBe(error?.message);
    for (const line of (error?.message ?? '').split('\n').slice(1)) {
      expect(line).toMatch(/^[\w.]+( \(from VITE_\w+\))?: \S/);
    }
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

  it('issue 29: stops the build with the problem lines only, no stack trace into the config', () => {
    vi.stubEnv('CARRIER_CONFIG', settingsFile({ ...acpCarrier, brandNmae: 'x' }));
    const { config } = hooks();
    let error: Error | undefined;
    try {
      config({ envDir: false }, { mode: 'production', command: 'build' });
    } catch (caught) {
      error = caught as Error;
    }
    expect(error?.stack?.split('\n').slice(1)).toEqual([
      'brandNmae: unknown key: did you mean brandName?',
    ]);
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
      /^export const certifications = \[\{"id":"qualifies","en":"My household qualifies for Lifeline/,
    );
    expect(() => part('nothing')).toThrow(/no part "nothing"/);
  });
});
