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
    const lines = problems({ ...lifelineCarrier, certifications: fccWording(IDS.slice(0, 9)) });
    expect(lines).toEqual([
      expect.stringMatching(
        /^certifications\.true-information: missing: the file gives the wording of 9 of the 11 certifications, and must give all of them \(or none, for the profile's own\): this one covers "Form 5629: the information given is true/,
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

  it('names a mistyped id with the one it is nearest to, once, and one of no program', () => {
    const { penalty, ...rest } = fccWording();
    expect(
      problems({
        ...lifelineCarrier,
        certifications: { ...rest, penalti: penalty, 'device-copay': penalty },
      }),
    ).toEqual([
      'certifications.penalti: Lifeline has no certification "penalti": did you mean penalty?',
      `certifications.device-copay: Lifeline has no certification "device-copay": its certifications are ${IDS.join(', ')}`,
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
