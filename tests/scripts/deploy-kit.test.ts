// @vitest-environment node
// The deploy kit, checked statically (docker does not run here; `npm run deploy:check` runs
// the nginx config itself over the build).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BROTLI_MODULE,
  COMMITTED_CONFIG,
  DEFAULT_OPTIONS,
  nginxConfig,
} from '../../scripts/nginx-config.ts';
import { contentSecurityPolicy, cspOptionsFromEnv } from '../../server/security-headers.ts';

const dockerfile = readFileSync('deploy/Dockerfile', 'utf8');
const ciRun = readFileSync('.ci/run', 'utf8');

describe('deploy/Dockerfile', () => {
  it('builds with Node in one stage and serves dist/ with nginx from another', () => {
    const stages = dockerfile.match(/^FROM .+$/gm) ?? [];
    expect(stages).toEqual([
      'FROM node:24.21.0-bookworm-slim AS build',
      'FROM debian:bookworm-slim',
    ]);
    expect(dockerfile).toContain('RUN npm ci');
    expect(dockerfile).toContain('npm run build && npx tsx scripts/nginx-config.ts --out');
    expect(dockerfile).toContain('COPY --from=build /app/dist /usr/share/nginx/html');
    expect(dockerfile).toContain('COPY --from=build /app/nginx.conf /etc/nginx/nginx.conf');
    expect(dockerfile).toMatch(/^EXPOSE 8080$/m);
    expect(dockerfile).toContain('CMD ["nginx", "-g", "daemon off;"]');
  });

  it('issue 29: its example builds from the carrier’s file alone, with no VITE_* over it', () => {
    const header = dockerfile.slice(0, dockerfile.indexOf('\nFROM '));
    expect(header).toContain('--build-arg CARRIER_CONFIG=carrier.json');
    expect(header).not.toMatch(/--build-arg (VITE_|PROGRAM=)/);
  });

  it('installs the nginx packages CI tests the config with', () => {
    for (const name of ['nginx', 'libnginx-mod-http-brotli-static']) {
      expect(dockerfile).toMatch(new RegExp(`apt-get install[^\\n]*\\b${name}\\b`));
      expect(ciRun).toContain(name);
    }
    for (const arg of ['VITE_PROVIDER_API_URL', 'VITE_REDIRECT_HOSTS', 'HSTS_MAX_AGE']) {
      expect(dockerfile).toMatch(new RegExp(`^ARG ${arg}$`, 'm'));
    }
  });
});

describe('the nginx config generator', () => {
  const config = (env: Record<string, string>) =>
    nginxConfig({ ...DEFAULT_OPTIONS, security: cspOptionsFromEnv(env) });

  it('matches the committed deploy/nginx.conf', () => {
    expect(readFileSync(COMMITTED_CONFIG, 'utf8')).toBe(config({}));
  });

  it('sends the app’s own CSP, with the build’s origins, and HSTS only when set', () => {
    const env = {
      VITE_PROVIDER_API_URL: 'https://api.carrier.example',
      VITE_REDIRECT_HOSTS: 'nv.example.gov',
    };
    const text = config(env);
    expect(text).toContain(`"${contentSecurityPolicy(cspOptionsFromEnv(env))}"`);
    expect(text).not.toContain('Strict-Transport-Security');
    expect(config({ HSTS_MAX_AGE: '600' })).toContain(
      'add_header Strict-Transport-Security "max-age=600; includeSubDomains" always;',
    );
  });

  it('allows inline style only by the build’s hash, on every response (DEC-095)', () => {
    const hash = `'sha256-${'B'.repeat(43)}='`;
    const text = nginxConfig({
      ...DEFAULT_OPTIONS,
      security: { ...cspOptionsFromEnv({}), styleHashes: [hash] },
    });
    const policies = [...text.matchAll(/add_header Content-Security-Policy "([^"]*)"/g)];
    expect(policies.length).toBeGreaterThan(0);
    for (const [, policy] of policies) expect(policy).toContain(`; style-src 'self' ${hash};`);
    expect(text).not.toContain('unsafe-inline');
    expect(config({})).toContain("; style-src 'self';");
  });

  it('serves pre-compressed files only, and brotli through Debian’s module', () => {
    const text = config({});
    expect(text).toContain('gzip off;');
    expect(text).toContain('gzip_static on;');
    expect(text).toContain('brotli_static on;');
    expect(text).toContain(`load_module ${BROTLI_MODULE};`);
    const plain = nginxConfig({ ...DEFAULT_OPTIONS, brotli: false, security: {} });
    expect(plain).not.toContain('brotli');
  });
});
