import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { certificationsInUse, loadBuildSettings } from '../../profiles/build-settings.ts';
import { acpCarrier } from '../../profiles/carriers/acp.ts';
import { lifelineCarrier } from '../../profiles/carriers/lifeline.ts';
import { lifelineProfile } from '../../profiles/lifeline.ts';
import { settingsModuleExports } from '../../profiles/settings-module.ts';
import { carrierSettings } from '../../scripts/carrier-settings-plugin.ts';
import { buildInfo, describeCertifications } from '../../server/build-info.ts';

// D46: a carrier's settings file may carry the FCC-approved wording of every certification, by
// id, in both languages; the build refuses one that gives only some (or one language), one line
// per problem, and the build and `npm start` say which wording is in use. D50: the plan says
// which service it is exactly when the program's amounts differ by service.

const dirs: string[] = [];
afterEach(() => {
  vi.unstubAllEnvs();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function settingsFile(content: unknown, name = 'carrier.json'): string {
  const dir = mkdtempSync(join(tmpdir(), 'carrier-'));
  dirs.push(dir);
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(content));
  return file;
}

const IDS = lifelineProfile.certifications.map((certification) => certification.id);

/** The carrier's wording of every certification, in both languages: "FCC text 3". */
function fccWording(ids: readonly string[] = IDS) {
  return Object.fromEntries(
    ids.map((id) => [id, { en: `FCC text of ${id}.`, es: `Texto de la FCC: ${id}.` }]),
  );
}

/** The lines of the error that loading `settings` as a Lifeline carrier's file throws. */
function problems(settings: unknown): string[] {
  try {
    loadBuildSettings({ PROGRAM: 'lifeline', CARRIER_CONFIG: settingsFile(settings) });
  } catch (error) {
    return (error as Error).message.split('\n').slice(1);
  }
  return [];
}

describe('D46: the FCC-approved wording in the carrier’s settings', () => {
  it('replaces every certification, by id, in the profile’s order, whatever the file’s order', () => {
    const reversed = Object.fromEntries(Object.entries(fccWording()).reverse());
    const build = loadBuildSettings({
      PROGRAM: 'lifeline',
      CARRIER_CONFIG: settingsFile({ ...lifelineCarrier, certifications: reversed }),
    });
    const served = settingsModuleExports(build);
    expect(served.certifications.map((certification) => certification.id)).toEqual(IDS);
    expect(served.certifications[0]).toEqual({
      id: 'qualifies',
      en: 'FCC text of qualifies.',
      es: 'Texto de la FCC: qualifies.',
    });
    expect(served.programRules.certificationCount).toBe(IDS.length);
    expect(certificationsInUse(build)).toBe('the FCC-approved wording from carrier.json');
    // What the servers print reads the build's own record, with no folder named.
    expect(describeCertifications(buildInfo(build))).toBe(
      'certifications: the FCC-approved wording from carrier.json',
    );
  });

  it('keeps the profile’s own summary without it, and says so', () => {
    const build = loadBuildSettings({ PROGRAM: 'lifeline' });
    const served = settingsModuleExports(build);
    expect(served.certifications.map((certification) => certification.en)).toEqual(
      lifelineProfile.certifications.map((certification) => certification.en),
    );
    // The topic is for carriers and the docs, not for the page.
    expect(served.certifications[0]).not.toHaveProperty('topic');
    expect(describeCertifications(buildInfo(build))).toBe(
      "certifications: the project's own summary",
    );
    expect(certificationsInUse(loadBuildSettings({}))).toBe("the project's own summary");
  });

  it('refuses a file that gives only some: one line per certification left out, with its topic', () => {
    const given = IDS.length - 2;
    const lines = problems({ ...lifelineCarrier, certifications: fccWording(IDS.slice(0, given)) });
    expect(IDS.slice(given)).toEqual(['true-information', 'penalty']);
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(
          `^certifications\\.true-information: missing: the file gives the wording of ${given} of the ${IDS.length} certifications, and must give all of them \\(or none, for the profile's own\\): this one covers "Form 5629: the information given is true`,
        ),
      ),
      expect.stringMatching(/^certifications\.penalty: missing: .*punishable by law/),
    ]);
  });

  it('refuses a file in one language: one line per text left out', () => {
    const englishOnly = Object.fromEntries(IDS.map((id) => [id, { en: `FCC text of ${id}.` }]));
    const lines = problems({ ...lifelineCarrier, certifications: englishOnly });
    expect(lines).toHaveLength(IDS.length);
    expect(lines[0]).toBe(
      'certifications.qualifies.es: missing: the Spanish text (every text is given in English and Spanish)',
    );
  });

  it('names a mistyped id with the one it is nearest to, once, when that one is missing', () => {
    const { penalty, ...rest } = fccWording();
    expect(problems({ ...lifelineCarrier, certifications: { ...rest, penalti: penalty } })).toEqual(
      [
        'certifications.penalti: Lifeline has no certification "penalti", and penalty is missing: did you mean penalty? (A statement of the carrier\'s own is added beside all of the profile\'s, never instead of one.)',
      ],
    );
  });

  it('D56: adds the carrier’s own statements, by id, after the profile’s, each to be initialled', () => {
    const own = {
      'device-copay': { en: 'I pay the device co-pay.', es: 'Pago el copago del equipo.' },
      'penalty-2': { en: 'A second penalty statement.', es: 'Una segunda declaración.' },
    };
    const build = loadBuildSettings({
      PROGRAM: 'lifeline',
      CARRIER_CONFIG: settingsFile({
        ...lifelineCarrier,
        certifications: { ...own, ...fccWording() },
      }),
    });
    const served = settingsModuleExports(build);
    expect(served.certifications.map((certification) => certification.id)).toEqual([
      ...IDS,
      'device-copay',
      'penalty-2',
    ]);
    expect(served.certifications.at(-2)).toEqual({ id: 'device-copay', ...own['device-copay'] });
    // Each is initialled: the agreement counts them all.
    expect(served.programRules.certificationCount).toBe(IDS.length + 2);
  });

  it('D56: refuses a statement of the carrier’s own without both languages’ text', () => {
    expect(
      problems({
        ...lifelineCarrier,
        certifications: {
          ...fccWording(),
          'device-copay': { en: 'I pay the device co-pay.', es: ' ' },
          'own-two': { en: 'Only English.' },
        },
      }),
    ).toEqual([
      'certifications.device-copay.es: The Spanish text must not be empty (given: "")',
      'certifications.own-two.es: missing: the Spanish text (every text is given in English and Spanish)',
    ]);
  });

  it('D56: still refuses a profile statement left without wording, beside the carrier’s own', () => {
    const { penalty: _, ...rest } = fccWording();
    expect(
      problems({
        ...lifelineCarrier,
        certifications: { ...rest, 'device-copay': { en: 'Co-pay.', es: 'Copago.' } },
      }),
    ).toEqual([
      expect.stringMatching(
        new RegExp(
          `^certifications\\.penalty: missing: the file gives the wording of ${IDS.length - 1} of the ${IDS.length} certifications`,
        ),
      ),
    ]);
  });

  it('issue 37: reports shape errors and the certifications left out in one pass', () => {
    const lines = problems({
      ...lifelineCarrier,
      brandName: ' ',
      support: { ...lifelineCarrier.support, email: 'not-an-address' },
      planCard: { ...lifelineCarrier.planCard, service: undefined, title: { en: 'Plan' } },
      device: { ...lifelineCarrier.device, acp: { consumerFee: 1 } },
      certifications: {
        ...fccWording(IDS.slice(0, 3)),
        [IDS[3] as string]: { en: 'English only.' },
      },
    });
    expect(lines).toEqual([
      'brandName: The brand name must not be empty (given: "")',
      'support.email: The support e-mail is not an e-mail address (given: "not-an-address")',
      'planCard.title.es: missing: the Spanish text (every text is given in English and Spanish)',
      expect.stringMatching(/^device\.acp\.deliveryMethod: missing/),
      expect.stringMatching(/^device\.acp\.reimbursementDays: missing/),
      `certifications.${IDS[3]}.es: missing: the Spanish text (every text is given in English and Spanish)`,
      'device.acp: Lifeline has no device benefit, so the device offer has no ACP device fields (consumer fee, delivery method, reimbursement)',
      expect.stringMatching(/^planCard\.service: missing: Lifeline pays a different amount/),
      // The seven left out, in the same build (the issue: only on the next one).
      ...IDS.slice(4).map((id) =>
        expect.stringMatching(
          new RegExp(
            `^certifications\\.${id}: missing: the file gives the wording of 4 of the ${IDS.length}`,
          ),
        ),
      ),
    ]);
    expect(IDS.slice(4)).toHaveLength(IDS.length - 4);
  });

  it('issue 37: reports the file’s problems and a bad VITE_* value in one pass', () => {
    const file = settingsFile({ ...lifelineCarrier, brandName: '' });
    let message = '';
    try {
      loadBuildSettings({
        PROGRAM: 'lifeline',
        CARRIER_CONFIG: file,
        VITE_PROVIDER_API_URL: 'ftp://api.example',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')).toEqual([
      `Invalid carrier settings in ${file}:`,
      'brandName: The brand name must not be empty (given: "")',
      expect.stringMatching(/^api\.baseUrl \(from VITE_PROVIDER_API_URL\): is not an https:\/\//),
    ]);
  });

  it('refuses an id that is not lowercase-with-hyphens', () => {
    expect(
      problems({
        ...lifelineCarrier,
        certifications: { ...fccWording(), 'Penalty 2': { en: 'a', es: 'b' } },
      }),
    ).toContain(
      'certifications.Penalty 2: A certification id is lowercase-with-hyphens (given: "Penalty 2")',
    );
  });

  it('works for the ACP’s certifications too, by their own ids', () => {
    const ids = [
      'eligible-and-true',
      'report-changes',
      'one-benefit',
      'penalty',
      'share-information',
      'transfer-and-recheck',
    ];
    const build = loadBuildSettings({
      PROGRAM: 'acp',
      CARRIER_CONFIG: settingsFile({ ...acpCarrier, certifications: fccWording(ids) }),
    });
    expect(settingsModuleExports(build).certifications.map((c) => c.en)).toEqual(
      ids.map((id) => `FCC text of ${id}.`),
    );
  });

  it('is printed by the build (and the dev server), never in the tests', () => {
    vi.stubEnv('PROGRAM', 'lifeline');
    vi.stubEnv(
      'CARRIER_CONFIG',
      settingsFile({ ...lifelineCarrier, certifications: fccWording() }, 'acme.json'),
    );
    const plugin = carrierSettings();
    (plugin.config as (config: object, env: object) => void)(
      { envDir: false },
      { mode: 'production', command: 'build' },
    );
    const info = vi.fn();
    const resolved = plugin.configResolved as (config: object) => void;
    resolved({ logger: { info } });
    expect(info).not.toHaveBeenCalled();
    vi.stubEnv('VITEST', '');
    resolved({ logger: { info } });
    expect(info).toHaveBeenCalledWith('certifications: the FCC-approved wording from acme.json');
  });
});

describe('D50: the plan’s service', () => {
  const withService = (service: unknown) => ({
    ...lifelineCarrier,
    planCard: { ...lifelineCarrier.planCard, service },
  });

  it('is required under Lifeline, whose amounts differ by service', () => {
    const { service: _, ...planCard } = lifelineCarrier.planCard;
    expect(problems({ ...lifelineCarrier, planCard })).toEqual([
      'planCard.service: missing: Lifeline pays a different amount for each kind of service, so say which this plan is: broadband ($9.25 a month) or voiceOnly ($5.25 a month)',
    ]);
  });

  it('is broadband or voiceOnly', () => {
    expect(problems(withService('voiceOnly'))).toEqual([]);
    expect(problems(withService('voice'))).toEqual([
      'planCard.service: The service is one of broadband, voiceOnly (given: "voice")',
    ]);
  });

  it('is refused under the ACP, which pays one amount whatever the service', () => {
    let message = '';
    try {
      loadBuildSettings({
        PROGRAM: 'acp',
        CARRIER_CONFIG: settingsFile({
          ...acpCarrier,
          planCard: { ...acpCarrier.planCard, service: 'broadband' },
        }),
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n').slice(1)).toEqual([
      'planCard.service: the Affordable Connectivity Program pays one amount whatever the service, so leave this out (given: "broadband")',
    ]);
  });

  it('reaches the pages: the plan’s service, or none under the ACP', () => {
    expect(settingsModuleExports(loadBuildSettings({ PROGRAM: 'lifeline' })).planService).toBe(
      'broadband',
    );
    expect(settingsModuleExports(loadBuildSettings({})).planService).toBeNull();
  });
});
