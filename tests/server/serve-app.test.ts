// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAppEnv } from '../../server/app-env.ts';
import { chooseLocale } from '../../server/prerendered-pages.ts';
import {
  CSP_HASHES_FILE,
  cspOptionsFromEnv,
  readCspHashes,
} from '../../server/security-headers.ts';
import { createAppServer } from '../../server/serve-app.ts';
import { makeSandbox } from '../sandbox/sandbox-fixtures.ts';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/app-3f2a.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

const EXPECTED_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'";

let dist: string;
let outside: string;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'sandbox-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'app-3f2a.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'app-3f2a.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(dist, 'assets', 'app-3f2a.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(join(dist, '.env'), 'SECRET=1\n');
  mkdirSync(join(dist, '.git'));
  writeFileSync(join(dist, '.git', 'config'), '[core]\n');
  outside = mkdtempSync(join(tmpdir(), 'sandbox-outside-'));
  writeFileSync(join(outside, 'secret.txt'), 'outside dist\n');
  symlinkSync(join(outside, 'secret.txt'), join(dist, 'linked.txt'));
  symlinkSync(outside, join(dist, 'assets', 'linked-folder'));
  writeFileSync(join(dist, 'assets', 'leak-1a2b.js'), SCRIPT);
  symlinkSync(join(outside, 'secret.txt'), join(dist, 'assets', 'leak-1a2b.js.br'));
  symlinkSync(join(outside, 'secret.txt'), join(dist, 'assets', 'leak-1a2b.js.gz'));
});

afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

function server(options: { distDir?: string; env?: Record<string, string> } = {}) {
  const { app } = makeSandbox({ corsOrigins: ['https://carrier.example'] });
  return createAppServer({
    sandbox: app,
    distDir: options.distDir ?? dist,
    csp: cspOptionsFromEnv(options.env ?? {}),
  });
}

function expectSecurityHeaders(response: Response) {
  expect(response.headers.get('Content-Security-Policy')).toBe(EXPECTED_CSP);
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('X-Frame-Options')).toBe('DENY');
  expect(response.headers.get('Permissions-Policy')).toBe(
    'camera=(), microphone=(), geolocation=()',
  );
}

describe('app server: static files', () => {
  it('serves index.html at / with the security headers and no-store', async () => {
    const response = await server().request('/');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX);
    expect(response.headers.get('Content-Type')).toContain('text/html');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expectSecurityHeaders(response);
  });

  it('serves fingerprinted assets as immutable for a year', async () => {
    const response = await server().request('/assets/app-3f2a.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('javascript');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(response);
    expect(await response.text()).toBe(SCRIPT);
  });

  it('serves other files with no-cache', async () => {
    const response = await server().request('/robots.txt');
    expect(await response.text()).toBe('User-agent: *\n');
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('falls back to index.html for any route of the single-page app', async () => {
    for (const path of ['/EnrollStep', '/CompletedACP?orderId=ORD-1', '/deep/link/PARTNER1']) {
      const response = await server().request(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(INDEX);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expectSecurityHeaders(response);
    }
  });

  it('keeps a missing asset a 404 rather than serving HTML as a script', async () => {
    const response = await server().request('/assets/old-chunk.js');
    expect(response.status).toBe(404);
  });

  it('does not serve files outside dist', async () => {
    const response = await server().request('/..%2f..%2fetc%2fpasswd');
    expect(await response.text()).not.toContain('root:');
  });

  it('refuses dotfiles and dot-folders with a 404 (issue 15 §4)', async () => {
    for (const path of ['/.env', '/.git/config', '/%2eenv', '/assets/.env']) {
      const response = await server().request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('SECRET');
    }
  });

  it('issue 28 §10: does not serve the build’s own files (build-info.json, csp-hashes.json)', async () => {
    const app = server();
    writeFileSync(join(dist, 'build-info.json'), '{"program":"acp"}');
    writeFileSync(join(dist, 'csp-hashes.json'), '{"style-src":[]}');
    for (const path of [
      '/build-info.json',
      '/build-info%2Ejson',
      '/assets/../build-info.json',
      '/csp-hashes.json',
    ]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('program');
    }
  });

  it('does not follow a symlink out of dist', async () => {
    const file = await server().request('/linked.txt');
    expect(await file.text()).not.toContain('outside dist');
    const folder = await server().request('/assets/linked-folder/secret.txt');
    expect(folder.status).toBe(404);
  });

  it('issue 28 §6: refuses a symlinked .br/.gz that leads out of dist, like its base file', async () => {
    for (const coding of ['br', 'gzip']) {
      const response = await server().request('/assets/leak-1a2b.js', {
        headers: { 'Accept-Encoding': coding },
      });
      expect(response.status, coding).toBe(200);
      expect(response.headers.get('Content-Encoding'), coding).toBeNull();
      expect(await response.text(), coding).toBe(SCRIPT);
    }
  });

  it('issue 28 §3: an error answer (404, 405) is never cached, and carries the headers', async () => {
    for (const [path, method] of [
      ['/assets/old-chunk.js', 'GET'],
      ['/assets/app-3f2a.js', 'POST'],
      ['/EnrollStep', 'PUT'],
      ['/.env', 'GET'],
    ] as const) {
      const response = await server().request(path, { method });
      expect(response.status, `${method} ${path}`).toBeGreaterThanOrEqual(404);
      expect(response.headers.get('Cache-Control'), `${method} ${path}`).toBe('no-store');
      expectSecurityHeaders(response);
    }
  });

  it('sends the pre-compressed file a browser accepts, brotli first, never compressing itself', async () => {
    const br = await server().request('/assets/app-3f2a.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toContain('Accept-Encoding');
    const gzip = await server().request('/assets/app-3f2a.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br;q=0' },
    });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    const body = Buffer.from(await gzip.arrayBuffer());
    expect(gunzipSync(body).toString()).toBe(SCRIPT);
    const plain = await server().request('/robots.txt', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(plain.headers.get('Content-Encoding')).toBeNull();
  });

  it('answers 304 to a matching ETag or an unchanged Last-Modified', async () => {
    const first = await server().request('/assets/app-3f2a.js');
    const etag = first.headers.get('ETag') ?? '';
    const lastModified = first.headers.get('Last-Modified') ?? '';
    expect(etag).not.toBe('');
    expect(lastModified).not.toBe('');
    const byTag = await server().request('/assets/app-3f2a.js', {
      headers: { 'If-None-Match': etag },
    });
    expect(byTag.status).toBe(304);
    expect(await byTag.text()).toBe('');
    const byDate = await server().request('/assets/app-3f2a.js', {
      headers: { 'If-Modified-Since': lastModified },
    });
    expect(byDate.status).toBe(304);
    const other = await server().request('/assets/app-3f2a.js', {
      headers: { 'If-None-Match': '"nope"' },
    });
    expect(other.status).toBe(200);
  });

  it('issue 39: a date in the future is no If-Modified-Since, as nginx’s `exact` has it', async () => {
    const later = await server().request('/assets/app-3f2a.js', {
      headers: { 'If-Modified-Since': 'Fri, 01 Jan 2100 00:00:00 GMT' },
    });
    expect(later.status).toBe(200);
    const earlier = await server().request('/assets/app-3f2a.js', {
      headers: { 'If-Modified-Since': 'Thu, 01 Jan 1970 00:00:00 GMT' },
    });
    expect(earlier.status).toBe(200);
  });

  it('issue 39: answers an error as nginx does: a plain line, text/plain, whatever the file', async () => {
    for (const [path, method, status, line] of [
      ['/assets/nope.js', 'GET', 404, 'Not found\n'],
      ['/.env', 'GET', 404, 'Not found\n'],
      ['/assets/nope.js', 'POST', 404, 'Not found\n'],
      ['/assets/app-3f2a.js', 'POST', 405, 'Method not allowed\n'],
      ['/ZipCodePage', 'DELETE', 405, 'Method not allowed\n'],
    ] as const) {
      const response = await server().request(path, { method });
      expect(response.status, `${method} ${path}`).toBe(status);
      expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
      expect(await response.text()).toBe(line);
    }
  });

  it('issue 39: every page varies by language, the shell too, as nginx says of every page', async () => {
    const shell = await server().request('/PersonalInfoPage');
    expect(shell.headers.get('Vary')).toBe('Accept-Encoding, Cookie, Accept-Language');
  });

  it('adds Strict-Transport-Security only when HSTS_MAX_AGE is set', async () => {
    expect((await server().request('/')).headers.get('Strict-Transport-Security')).toBeNull();
    const hsts = await server({ env: { HSTS_MAX_AGE: '31536000' } }).request('/');
    expect(hsts.headers.get('Strict-Transport-Security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('says to build the app when dist is missing, and still serves the API', async () => {
    const app = server({ distDir: join(dist, 'missing') });
    const page = await app.request('/');
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('npm run build');
    expect(await (await app.request('/api/public/acp_supported_state/NY')).json()).toBe(true);
  });
});

describe('app server: the API at /api', () => {
  it('answers API calls without the page headers, with CORS for configured origins only', async () => {
    const response = await server().request('/api/public/acp_supported_state/NY', {
      headers: { Origin: 'https://carrier.example' },
    });
    expect(await response.json()).toBe(true);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('https://carrier.example');
    expect(response.headers.get('Content-Security-Policy')).toBeNull();
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const other = await server().request('/api/public/acp_supported_state/NY', {
      headers: { Origin: 'https://evil.example' },
    });
    expect(other.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('serves no API at all without the sandbox', async () => {
    const app = createAppServer({ distDir: dist, csp: cspOptionsFromEnv({}) });
    const response = await app.request('/api/public/acp_supported_state/NY');
    expect(await response.text()).toBe(INDEX);
    const control = await app.request('/api/_sandbox/reset', { method: 'POST' });
    expect(control.status).toBe(405);
  });

  it('answers unknown API paths with a JSON 404, not the app', async () => {
    const response = await server().request('/api/public/nope');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found: GET /api/public/nope' });
  });

  it('logs and faults API paths relative to /api', async () => {
    const app = server();
    await app.request('/api/_sandbox/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: '/public/device', fault: 'timeout' }),
    });
    expect((await app.request('/api/public/device')).status).toBe(504);
    // The log is shown only to a request from this machine (issue 28 §1): node-server's socket.
    const loopback = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
    const log = (await (await app.request('/api/_sandbox/requests', {}, loopback)).json()) as {
      requests: { path: string }[];
    };
    expect(log.requests.map((entry) => entry.path)).toEqual(['/public/device']);
  });
});

describe('content security policy from the build settings', () => {
  it('adds the API and webhook origins to connect-src and the redirect hosts to form-action', () => {
    const options = cspOptionsFromEnv({
      VITE_PROVIDER_API_URL: 'https://api.carrier.example/v1',
      VITE_CONTACT_WEBHOOK_URL: 'https://hooks.chat.example/services/T0/B0',
      VITE_REDIRECT_HOSTS: 'nv.example.gov, localhost:4173',
    });
    expect(options.connectSrc).toEqual([
      'https://api.carrier.example',
      'https://hooks.chat.example',
    ]);
    expect(options.formAction).toEqual([
      'https://nv.example.gov',
      'http://localhost:4173',
      'https://localhost:4173',
    ]);
    // A host the build refuses is refused here too, not silently left out.
    expect(() => cspOptionsFromEnv({ VITE_REDIRECT_HOSTS: 'nv.example.gov, bad host' })).toThrow(
      /api\.redirectHosts\.1 \(from VITE_REDIRECT_HOSTS\): contains a space/,
    );
  });

  it('leaves relative URLs to self', async () => {
    const app = server({ env: { VITE_PROVIDER_API_URL: '/api', VITE_CONTACT_WEBHOOK_URL: '' } });
    expectSecurityHeaders(await app.request('/'));
  });

  it('puts the origins into the header', async () => {
    const app = server({
      env: {
        VITE_PROVIDER_API_URL: 'https://api.carrier.example',
        VITE_REDIRECT_HOSTS: 'nv.example.gov',
      },
    });
    const csp = (await app.request('/')).headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("connect-src 'self' https://api.carrier.example;");
    expect(csp).toContain("form-action 'self' https://nv.example.gov;");
  });

  it('allows inline style only by the hashes the build wrote (DEC-095)', async () => {
    const hash = `'sha256-${'A'.repeat(43)}='`;
    const built = mkdtempSync(join(tmpdir(), 'sandbox-hashes-'));
    try {
      writeFileSync(join(built, 'index.html'), INDEX);
      expect(readCspHashes(built)).toEqual({});
      writeFileSync(join(built, CSP_HASHES_FILE), JSON.stringify({ 'style-src': [hash] }));
      const app = createAppServer({
        distDir: built,
        csp: { ...cspOptionsFromEnv({}), ...readCspHashes(built) },
      });
      const csp = (await app.request('/')).headers.get('Content-Security-Policy') ?? '';
      expect(csp).toContain(`; style-src 'self' ${hash};`);
      expect(csp).not.toContain('unsafe-inline');
      for (const bad of [
        { 'style-src': ["'unsafe-inline'"] },
        { 'style-src': [`${hash}; script-src *`] },
        { 'style-src': 'sha256' },
      ]) {
        writeFileSync(join(built, CSP_HASHES_FILE), JSON.stringify(bad));
        expect(() => readCspHashes(built), JSON.stringify(bad)).toThrow(/style-src/);
      }
    } finally {
      rmSync(built, { recursive: true, force: true });
    }
  });

  it('reads VITE_ settings from the process, then from Vite env files in order', () => {
    const root = mkdtempSync(join(tmpdir(), 'sandbox-env-'));
    try {
      writeFileSync(join(root, '.env'), 'VITE_A=env\nVITE_B=env\nVITE_C=env\n');
      writeFileSync(join(root, '.env.production'), 'VITE_B=production\nVITE_C=production\n');
      writeFileSync(join(root, '.env.production.local'), 'VITE_C=production-local\n');
      expect(readAppEnv(root, { VITE_A: 'process' })).toMatchObject({
        VITE_A: 'process',
        VITE_B: 'production',
        VITE_C: 'production-local',
      });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('prerendered first screens', () => {
  let built: string;
  const page = (locale: string, path: string) => `<html lang="${locale}">${path}</html>`;

  beforeAll(() => {
    built = mkdtempSync(join(tmpdir(), 'sandbox-prerendered-'));
    writeFileSync(join(built, 'index.html'), INDEX);
    for (const locale of ['en', 'es']) {
      mkdirSync(join(built, 'prerendered', locale, 'BlogPage'), { recursive: true });
      writeFileSync(join(built, 'prerendered', locale, 'index.html'), page(locale, '/'));
      writeFileSync(
        join(built, 'prerendered', locale, 'BlogPage', 'documents.html'),
        page(locale, '/BlogPage/documents'),
      );
    }
    writeFileSync(join(built, 'prerendered', 'en', 'ZipCodePage.html'), page('en', '/ZipCodePage'));
  });

  afterAll(() => rmSync(built, { recursive: true, force: true }));

  const get = (path: string, headers: Record<string, string> = {}) =>
    server({ distDir: built }).request(path, { headers });

  it('sends the English page to a reader with no preference, marked as varying by language', async () => {
    const response = await get('/');
    expect(await response.text()).toBe(page('en', '/'));
    expect(response.headers.get('Vary')).toContain('Accept-Language');
    expect(response.headers.get('Vary')).toContain('Cookie');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expectSecurityHeaders(response);
  });

  it("follows the browser's first language, then the saved choice over it", async () => {
    expect(await (await get('/', { 'Accept-Language': 'es-MX,es;q=0.9,en;q=0.8' })).text()).toBe(
      page('es', '/'),
    );
    expect(await (await get('/', { 'Accept-Language': 'en-US,es;q=0.9' })).text()).toBe(
      page('en', '/'),
    );
    expect(
      await (
        await get('/BlogPage/documents', {
          'Accept-Language': 'en-US',
          Cookie: 'theme=dark; locale=es',
        })
      ).text(),
    ).toBe(page('es', '/BlogPage/documents'));
    expect(await (await get('/', { 'Accept-Language': 'es', Cookie: 'locale=en' })).text()).toBe(
      page('en', '/'),
    );
  });

  it('falls back to the empty shell without a page in that language, with a query, or for other paths', async () => {
    expect(await (await get('/ZipCodePage', { Cookie: 'locale=es' })).text()).toBe(INDEX);
    expect(await (await get('/ZipCodePage?utm_source=flyer')).text()).toBe(INDEX);
    expect(await (await get('/zipcodepage')).text()).toBe(INDEX);
    expect(await (await get('/BlogPage/../index')).text()).toBe(INDEX);
    expect(await (await get('/PersonalInfoPage')).text()).toBe(INDEX);
  });
});

describe('chooseLocale', () => {
  it('reads only the locale cookie with a known value', () => {
    expect(chooseLocale('xlocale=es', undefined)).toBe('en');
    expect(chooseLocale('locale=fr', 'es-ES')).toBe('es');
    expect(chooseLocale('a=1; locale=es', 'en')).toBe('es');
    expect(chooseLocale(undefined, '')).toBe('en');
    expect(chooseLocale(undefined, 'ES')).toBe('es');
  });
});
