import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBuildSettings } from '../../profiles/build-settings';
import { buildInfo, describeBuild, readBuildInfo } from '../../server/build-info';

describe('build-info (what `npm start` says it serves)', () => {
  it('names an open program, its brand and the demo settings file', () => {
    const info = buildInfo(loadBuildSettings({ PROGRAM: 'lifeline' }));
    expect(describeBuild(info)).toBe(
      'Program: Lifeline (PROGRAM=lifeline, open); brand Lifeline Connect; carrier settings profiles/carriers/lifeline.ts',
    );
  });

  it('says a closed program is closed, and since when', () => {
    const info = buildInfo(loadBuildSettings({}));
    expect(info.program).toBe('acp');
    expect(describeBuild(info)).toContain('closed since 2024-02-07');
  });

  it("names a carrier's own file relative to the project, never by its absolute path", () => {
    const root = mkdtempSync(join(tmpdir(), 'build-info-'));
    const settings = loadBuildSettings({ PROGRAM: 'lifeline' });
    const info = buildInfo({ ...settings, source: join(root, 'carrier.json') }, root);
    expect(info.settings).toBe('carrier.json');
  });

  it('lists the articles, which the budgets visit, and reads back what was written', () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    expect(readBuildInfo(dist)).toBeNull();
    const info = buildInfo(loadBuildSettings({ PROGRAM: 'lifeline' }));
    writeFileSync(join(dist, 'build-info.json'), JSON.stringify(info));
    expect(readBuildInfo(dist)?.articles).toContain('keeping-lifeline');
  });
});
