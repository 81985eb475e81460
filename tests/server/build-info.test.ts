import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBuildSettings } from '../../profiles/build-settings';
import type { CarrierSettingsInput } from '../../profiles/carrier-settings.ts';
import { lifelineCarrier } from '../../profiles/carriers/lifeline.ts';
import {
  BUILD_FILES,
  buildInfo,
  describeBuild,
  readBuildCsp,
  readBuildInfo,
  shellSettingsIgnored,
} from '../../server/build-info';

function carrierFile(api: CarrierSettingsInput['api']) {
  const dir = mkdtempSync(join(tmpdir(), 'build-info-'));
  const file = join(dir, 'carrier.json');
  writeFileSync(file, JSON.stringify({ ...lifelineCarrier, api }));
  return { dir, file };
}

const carrierApi = {
  baseUrl: 'https://api.carrier.example/v1',
  redirectHosts: ['verifier.example.gov'],
  contactWebhookUrl: 'https://hooks.chat.example/T1',
};

describe('build-info (what `npm start` and `npm run serve` say they serve)', () => {
  it('names an open program, its brand, whose settings and where the API is', () => {
    const info = buildInfo(loadBuildSettings({ PROGRAM: 'lifeline' }));
    expect(describeBuild(info)).toBe(
      "Program: Lifeline (PROGRAM=lifeline, open); brand Lifeline Connect; settings: the program's demo carrier; provider API: /api on the app's own origin",
    );
  });

  it('says a closed program is closed, and since when', () => {
    const info = buildInfo(loadBuildSettings({}));
    expect(info.program).toBe('acp');
    expect(describeBuild(info)).toContain('closed since 2024-02-07');
  });

  it('issue 28 §5: names a carrier’s API and the CSP origins the build was made with', () => {
    const { file } = carrierFile(carrierApi);
    const info = buildInfo(loadBuildSettings({ CARRIER_CONFIG: file }));
    expect(info.csp).toEqual({
      connectSrc: ['https://api.carrier.example', 'https://hooks.chat.example'],
      formAction: ['https://verifier.example.gov'],
    });
    expect(describeBuild(info)).toContain(
      "settings: the carrier's own file (CARRIER_CONFIG at build time); provider API: https://api.carrier.example/v1",
    );
  });

  it('issue 28 §5: build-info.json carries no file path', () => {
    const { dir, file } = carrierFile(carrierApi);
    for (const settings of [
      loadBuildSettings({ CARRIER_CONFIG: file }),
      loadBuildSettings({ PROGRAM: 'lifeline' }),
    ]) {
      const text = JSON.stringify(buildInfo(settings));
      expect(text).not.toContain(dir);
      expect(text).not.toMatch(/carrier\.json|profiles\/|\.ts"/);
    }
  });

  it('lists the articles, which the budgets visit, and reads back what was written', () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    expect(readBuildInfo(dist)).toBeNull();
    expect(readBuildCsp(dist)).toBeNull();
    const info = buildInfo(loadBuildSettings({ PROGRAM: 'lifeline' }));
    writeFileSync(join(dist, 'build-info.json'), JSON.stringify(info));
    expect(readBuildInfo(dist)?.articles).toContain('keeping-lifeline');
    expect(readBuildCsp(dist)).toEqual({ connectSrc: [], formAction: [] });
  });

  it('issue 28 §5: refuses a build that names no CSP origins rather than guess them', () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    const { csp: _csp, ...older } = buildInfo(loadBuildSettings({}));
    writeFileSync(join(dist, 'build-info.json'), JSON.stringify(older));
    expect(() => readBuildCsp(dist)).toThrow(/names no CSP origins .*run npm run build/);
  });

  it('issue 28 §5: says which of the shell’s build settings a server ignores', () => {
    const info = buildInfo(loadBuildSettings({}));
    expect(shellSettingsIgnored(info, { PROGRAM: 'acp', VITE_PROVIDER_API_URL: '/api' })).toEqual(
      [],
    );
    expect(
      shellSettingsIgnored(info, {
        PROGRAM: 'lifeline',
        VITE_PROVIDER_API_URL: 'https://other.example',
        CARRIER_CONFIG: 'carrier.json',
      }),
    ).toEqual([
      'PROGRAM=lifeline is ignored: the build in this folder is acp',
      'VITE_PROVIDER_API_URL=https://other.example is ignored: the build calls /api; rebuild to change it',
      'CARRIER_CONFIG is read at build time, not by the server: rebuild to apply it',
    ]);
  });

  it('issue 28 §10: names the build’s own files, and their compressed copies, as not for browsers', () => {
    for (const path of ['/build-info.json', '/csp-hashes.json', '/build-info.json.gz']) {
      expect(BUILD_FILES.test(path), path).toBe(true);
    }
    for (const path of ['/assets/build-info.json', '/build-info.jsonx', '/robots.txt']) {
      expect(BUILD_FILES.test(path), path).toBe(false);
    }
  });
});
