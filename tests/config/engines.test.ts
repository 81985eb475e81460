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

  it('is the Node README names for development and CI', () => {
    expect(readFileSync('README.md', 'utf8')).toContain('You need Node.js 20.19 or newer');
  });

  it('issue 40: the image builds on a pinned Node LTS release that package.json allows, and README says which', () => {
    const image = /^FROM node:(\d+)\.(\d+)\.(\d+)-bookworm-slim AS build$/m.exec(
      readFileSync('deploy/Dockerfile', 'utf8'),
    );
    expect(image).not.toBeNull();
    const [, major, minor, patch] = image as RegExpExecArray;
    // An even major is an LTS line; 20's support ended in April 2026.
    expect(Number(major) % 2).toBe(0);
    expect(Number(major)).toBeGreaterThanOrEqual(24);
    const version = `${major}.${minor}.${patch}`;
    expect(semver.satisfies(version, manifest.engines.node)).toBe(true);
    expect(readFileSync('README.md', 'utf8')).toContain(`builds on Node ${version}, pinned`);
    expect(readFileSync('deploy/README.md', 'utf8')).toContain(`Node ${version}`);
  });

  it('issue 40: the image compiles no sandbox database: npm ci runs no install scripts', () => {
    const dockerfile = readFileSync('deploy/Dockerfile', 'utf8');
    expect(dockerfile).toMatch(/^RUN npm ci --ignore-scripts /m);
    expect(dockerfile).not.toMatch(/g\+\+|python3/);
  });
});
