// @vitest-environment node
// Issue 29: a build prints no warning of ours. These are the three the build printed, checked
// without running one (a build takes minutes).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import config from '../../vite.config.ts';

const source = readFileSync('vite.config.ts', 'utf8');

describe('vite.config.ts', () => {
  it('issue 29: imports every file of ours with its extension (Vite’s native config loader warns otherwise)', () => {
    const relative = [...source.matchAll(/^import [^;]*? from '(\.[^']+)';$/gm)].map(
      (match) => match[1] ?? '',
    );
    expect(relative.length).toBeGreaterThan(0);
    for (const specifier of relative) expect(specifier).toMatch(/\.tsx?$/);
  });

  it('issue 29: prints rolldown’s plugin timings only when BUILD_TIMINGS=1 asks for them', () => {
    const options = config.build?.rolldownOptions as
      | { checks?: { bundlerTimings?: boolean } }
      | undefined;
    expect(options?.checks?.bundlerTimings).toBe(process.env.BUILD_TIMINGS === '1');
  });

  it('issue 29: no longer runs @rolldown/plugin-babel (it needs Node 22.12)', () => {
    const names = (config.plugins ?? [])
      .flat()
      .map((plugin) =>
        plugin && typeof plugin === 'object' && 'name' in plugin ? plugin.name : '',
      );
    expect(names).toContain('lingui-macro');
    expect(names).not.toContain('@rolldown/plugin-babel');
  });
});
