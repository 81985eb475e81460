// @vitest-environment node
// Issue 40: README's quick start names every system package `npm test` needs: the ones CI
// installs (.ci/run) before it runs `npm test`.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('the quick start', () => {
  it('installs every Debian package .ci/run installs for npm test', () => {
    const ci = readFileSync('.ci/run', 'utf8');
    const packages = [...ci.matchAll(/missing="\$missing ([\w.-]+)"/g)].map((match) => match[1]);
    expect(packages).toEqual(
      expect.arrayContaining(['chromium', 'chromium-headless-shell', 'nginx']),
    );
    const readme = readFileSync('README.md', 'utf8');
    const quickStart = readme.slice(readme.indexOf('## Quick start'), readme.indexOf('## Other'));
    const install = /^sudo apt-get install (.*?)\s+#/m.exec(quickStart)?.[1]?.split(/\s+/) ?? [];
    expect(install.sort()).toEqual([...new Set(packages)].sort());
  });
});
