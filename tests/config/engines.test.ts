// @vitest-environment node
// Issue 29: `npm ci` on the Node README names printed EBADENGINE for a package that wanted
// Node 22. Every package the lockfile installs must accept the oldest Node package.json allows.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const semver = createRequire(import.meta.url)('semver') as {
  minVersion: (range: string) => { version: string } | null;
  satisfies: (version: string, range: string) => boolean;
};

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
};
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean }>;
};

describe('the Node the project names', () => {
  it('issue 29: every installed package accepts the oldest Node package.json’s engines allow', () => {
    const oldest = semver.minVersion(manifest.engines.node)?.version ?? '';
    expect(oldest).toBe('20.19.0');
    const refusing = Object.entries(lock.packages)
      .filter(([, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return range !== undefined && !semver.satisfies(oldest, range);
      })
      .map(([path, entry]) => `${path} (${(entry.engines as { node: string }).node})`);
    expect(refusing).toEqual([]);
  });

  it('is the Node README, the Dockerfile and CI build on', () => {
    expect(readFileSync('README.md', 'utf8')).toContain('You need Node.js 20.19 or newer');
    expect(readFileSync('deploy/Dockerfile', 'utf8')).toMatch(/^FROM node:20-bookworm-slim /m);
  });
});
