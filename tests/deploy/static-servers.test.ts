// @vitest-environment node
// `npm run deploy:check` (in `npm test`, after the build): the nginx config carriers get
// (scripts/nginx-config.ts → deploy/nginx.conf) run by Debian's nginx over the built dist/,
// side by side with the Node production server, and held to the same answers (issue 15 §3).

import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { type AddressInfo, connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROTLI_MODULE, nginxConfig } from '../../scripts/nginx-config.ts';
import { readBuildCsp } from '../../server/build-info.ts';
import { ERROR_CACHE } from '../../server/cache-policy.ts';
import { distDir } from '../../server/dist-dir.ts';
import { hardenedServer } from '../../server/error-answers.ts';
import {
  contentSecurityPolicy,
  readCspHashes,
  type SecurityOptions,
  securityHeaders,
} from '../../server/security-headers.ts';
import { createAppServer } from '../../server/serve-app.ts';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const DIST = distDir();
const SECRET = 'SECRET_TOKEN=do-not-serve';
// The build's own origins and inline-style hash, as serve.ts and `nginx-config.ts --out` read
// them.
const SECURITY: SecurityOptions = {
  hstsMaxAge: 31536000,
  ...readBuildCsp(DIST),
  ...readCspHashes(DIST),
};

let folder: string;
let html: string;
let nginx: ChildProcess | undefined;
let nginxOrigin: string;
let script: string;

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

async function waitFor(url: string, log: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  throw new Error(
    `nginx did not answer at ${url}:\n${existsSync(log) ? readFileSync(log, 'utf8') : ''}`,
  );
}

beforeAll(async () => {
  if (!existsSync(NGINX)) {
    throw new Error(
      `${NGINX} is missing: install Debian's nginx (apt-get install nginx libnginx-mod-http-brotli-static; .ci/run does) or set NGINX_PATH`,
    );
  }
  if (!existsSync(join(DIST, 'index.html')) || !existsSync(join(DIST, 'prerendered'))) {
    throw new Error(
      'dist/ is not built: run `npm run build` first (npm run deploy:check needs it)',
    );
  }
  folder = mkdtempSync(join(tmpdir(), 'deploy-check-'));
  // nginx's workers (nobody, when the tests run as root) must read the copy.
  chmodSync(folder, 0o755);
  html = join(folder, 'html');
  cpSync(DIST, html, { recursive: true });
  writeFileSync(join(html, '.env'), `${SECRET}\n`);
  mkdirSync(join(html, '.git'));
  writeFileSync(join(html, '.git', 'config'), `${SECRET}\n`);
  mkdirSync(join(folder, 'temp'));
  script = readdirSync(join(html, 'assets')).find((file) => file.endsWith('.js')) ?? '';

  const port = await freePort();
  const config = join(folder, 'nginx.conf');
  const errorLog = join(folder, 'error.log');
  writeFileSync(
    config,
    nginxConfig({
      security: SECURITY,
      root: html,
      listen: `127.0.0.1:${port}`,
      brotli: existsSync(BROTLI_MODULE),
      pidFile: join(folder, 'nginx.pid'),
      errorLog,
      accessLog: 'off',
      tempDir: join(folder, 'temp'),
    }),
  );
  nginx = spawn(NGINX, ['-p', folder, '-c', config, '-e', errorLog, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  nginx.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<never>((_, fail) =>
    nginx?.once('exit', (code) => fail(new Error(`nginx exited (${code}):\n${stderr}`))),
  );
  nginxOrigin = `http://127.0.0.1:${port}`;
  await Promise.race([waitFor(`${nginxOrigin}/`, errorLog), exited]);
}, 30_000);

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const gone = new Promise((done) => nginx?.once('exit', done));
    nginx.kill('SIGTERM');
    await gone;
  }
  if (folder) rmSync(folder, { recursive: true, force: true });
});

type Get = (path: string, headers?: Record<string, string>, method?: string) => Promise<Response>;

const servers: { name: string; get: () => Get }[] = [
  {
    name: 'nginx with deploy/nginx.conf',
    get:
      () =>
      (path, headers = {}, method = 'GET') =>
        fetch(`${nginxOrigin}${path}`, { headers, method }),
  },
  {
    name: 'the Node production server',
    get: () => {
      const app = createAppServer({ distDir: html, csp: SECURITY });
      return async (path, headers = {}, method = 'GET') => app.request(path, { headers, method });
    },
  },
];

// fetch() decodes what nginx compressed; Hono's app.request() hands over the bytes sent.
async function decoded(response: Response): Promise<string> {
  const bytes = Buffer.from(await response.arrayBuffer());
  return (bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes).toString('utf8');
}

const read = (...parts: string[]) => readFileSync(join(DIST, ...parts), 'utf8');

const SECURITY_HEADERS = [
  'Content-Security-Policy',
  'X-Content-Type-Options',
  'Referrer-Policy',
  'X-Frame-Options',
  'Permissions-Policy',
  'Strict-Transport-Security',
];

function expectSecurityHeaders(response: Response) {
  expect(response.headers.get('Content-Security-Policy')).toBe(contentSecurityPolicy(SECURITY));
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('X-Frame-Options')).toBe('DENY');
  expect(response.headers.get('Permissions-Policy')).toBe(
    'camera=(), microphone=(), geolocation=()',
  );
  expect(response.headers.get('Strict-Transport-Security')).toBe(
    'max-age=31536000; includeSubDomains',
  );
}

describe.each(servers)('$name over the built dist/', ({ get: make }) => {
  let get: Get;
  beforeAll(() => {
    get = make();
  });

  it('falls back to index.html for a route of the app, with the headers and no-store', async () => {
    for (const path of ['/PersonalInfoPage', '/deep/link/PARTNER1', '/ZipCodePage?utm=x']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toBe(read('index.html'));
      expect(response.headers.get('Content-Type')).toContain('text/html');
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expectSecurityHeaders(response);
    }
  });

  it('serves the prerendered page in the reader’s language (cookie, then browser)', async () => {
    const en = await get('/ZipCodePage');
    expect(await en.text()).toBe(read('prerendered', 'en', 'ZipCodePage.html'));
    expect(en.headers.get('Vary')).toContain('Accept-Language');
    expect(en.headers.get('Cache-Control')).toBe('no-store');
    expectSecurityHeaders(en);
    const es = await get('/ZipCodePage', { 'Accept-Language': 'es-MX,es;q=0.9' });
    expect(await es.text()).toBe(read('prerendered', 'es', 'ZipCodePage.html'));
    const saved = await get('/', { 'Accept-Language': 'en-US', Cookie: 'a=1; locale=es' });
    expect(await saved.text()).toBe(read('prerendered', 'es', 'index.html'));
    const home = await get('/', { 'Accept-Language': 'es', Cookie: 'locale=en' });
    expect(await home.text()).toBe(read('prerendered', 'en', 'index.html'));
  });

  it('allows the prerendered pages’ inline stylesheet by its hash, and no other inline style', async () => {
    for (const [path, headers] of [
      ['/', {}],
      ['/ZipCodePage', { 'Accept-Language': 'es' }],
    ] as const) {
      const response = await get(path, headers);
      const page = await response.text();
      const blocks = [...page.matchAll(/<style>([^<]*)<\/style>/g)].map((block) => block[1] ?? '');
      expect(blocks, path).toHaveLength(1);
      const hash = createHash('sha256')
        .update(blocks[0] ?? '', 'utf8')
        .digest('base64');
      const styleSrc = (response.headers.get('Content-Security-Policy') ?? '')
        .split('; ')
        .find((directive) => directive.startsWith('style-src '));
      expect(styleSrc, path).toBe(`style-src 'self' 'sha256-${hash}'`);
    }
  });

  it('serves a script with the headers, a year of cache, its pre-compressed twin and a 304', async () => {
    const plain = await get(`/assets/${script}`);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('Content-Type')).toContain('javascript');
    expect(plain.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(plain);
    const gzip = await get(`/assets/${script}`, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(await decoded(gzip)).toBe(read('assets', script));
    const etag = gzip.headers.get('ETag') ?? '';
    expect(etag).not.toBe('');
    const again = await get(`/assets/${script}`, {
      'Accept-Encoding': 'gzip',
      'If-None-Match': etag,
    });
    expect(again.status).toBe(304);
  });

  it('answers a missing asset with a 404 carrying the headers', async () => {
    const response = await get('/assets/no-such-chunk-123.js');
    expect(response.status).toBe(404);
    expectSecurityHeaders(response);
  });

  it('issue 28 §3: nginx never caches a 404 under /assets as immutable', async () => {
    for (const path of ['/assets/no-such-chunk-123.js', '/assets/nope.css', '/assets/']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('Cache-Control'), path).toBe('no-store');
    }
  });

  it('issue 28 §3: no error answer (404, 405, 416) is cached, under /assets or elsewhere', async () => {
    const errors: [string, Record<string, string>, string][] = [
      ['/assets/no-such-chunk-123.js', {}, 'GET'],
      [`/assets/${script}`, {}, 'POST'],
      [`/assets/${script}`, { Range: 'bytes=999999999-' }, 'GET'],
      ['/ZipCodePage', {}, 'POST'],
      ['/robots.txt', { Range: 'bytes=999999999-' }, 'GET'],
      ['/.env', {}, 'GET'],
    ];
    let answered = 0;
    for (const [path, headers, method] of errors) {
      const response = await get(path, headers, method);
      // Both servers ignore Range (the next test): a whole file is no error.
      if (response.status < 400) continue;
      answered += 1;
      expect(response.headers.get('Cache-Control'), `${method} ${path}`).toBe('no-store');
    }
    expect(answered).toBe(4);
  });

  it('issue 28 §3: an error carries the same security headers as a page', async () => {
    const page = await get('/ZipCodePage');
    const pick = (response: Response) =>
      SECURITY_HEADERS.map((name) => `${name}: ${response.headers.get(name)}`);
    for (const [path, method] of [
      ['/assets/no-such-chunk-123.js', 'GET'],
      [`/assets/${script}`, 'POST'],
      ['/ZipCodePage', 'POST'],
      ['/.env', 'GET'],
    ] as const) {
      const response = await get(path, {}, method);
      expect(response.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(pick(response), `${method} ${path}`).toEqual(pick(page));
    }
  });

  it('issue 28 §3: answers a byte range with the whole file, never a 416 kept for a year', async () => {
    for (const range of ['bytes=999999999-', 'bytes=0-9']) {
      const response = await get(`/assets/${script}`, { Range: range });
      expect(response.status, range).toBe(200);
      expect(await response.text(), range).toBe(read('assets', script));
      expect(response.headers.get('Cache-Control'), range).toBe(
        'public, max-age=31536000, immutable',
      );
    }
  });

  it('issue 28 §3: sends JavaScript as text/javascript', async () => {
    const response = await get(`/assets/${script}`);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/javascript(;|$)/);
  });

  it('issue 28 §10: does not serve the build’s own files', async () => {
    for (const path of ['/build-info.json', '/csp-hashes.json', '/build-info%2Ejson']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('Cache-Control'), path).toBe('no-store');
      expect(await response.text(), path).not.toContain('program');
    }
  });

  it('never serves a dotfile', async () => {
    for (const path of ['/.env', '/.git/config', '/assets/../.env']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain(SECRET);
    }
  });
});

// A request nginx refuses before it picks a location (no Host): its own error page.
function rawRequest(text: string): Promise<string> {
  const { port } = new URL(nginxOrigin);
  return new Promise((done, fail) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('end', () => done(answer));
    socket.on('error', fail);
  });
}

describe('nginx’s own answers', () => {
  it('issue 28 §3: a malformed request’s 400 carries the security headers and no-store', async () => {
    const answer = await rawRequest('GET / HTTP/1.1\r\nConnection: close\r\n\r\n');
    const [head = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    const policy = contentSecurityPolicy(SECURITY);
    expect(head).toContain(`Content-Security-Policy: ${policy}`);
    expect(head).toContain('X-Frame-Options: DENY');
    expect(head).toContain('Cache-Control: no-store');
  });

  it('issue 28 §3: names no nginx version, on a page or an error', async () => {
    for (const path of ['/', '/assets/no-such-chunk-123.js']) {
      const response = await fetch(`${nginxOrigin}${path}`);
      expect(response.headers.get('Server') ?? '', path).not.toMatch(/\d/);
      expect(await response.text(), path).not.toMatch(/nginx\/\d/);
    }
  });
});

describe('nginx with brotli', () => {
  it('sends the .br file when the module is installed (Debian: libnginx-mod-http-brotli-static)', async () => {
    expect(existsSync(BROTLI_MODULE), `${BROTLI_MODULE} is missing`).toBe(true);
    const response = await fetch(`${nginxOrigin}/assets/${script}`, {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(await response.text()).toBe(read('assets', script));
  });
});

// Issue 39: the two servers answer alike, header for header and body type for body type, on
// pages, files, conditional requests and every error either makes by itself, through a real
// socket each (the Node server as serve.ts starts it, its own 400s included).
describe('nginx and the Node server answer alike', () => {
  let nodeOrigin: string;
  let node: ReturnType<typeof serve> | undefined;

  beforeAll(async () => {
    const app = createAppServer({ distDir: html, csp: SECURITY });
    // As serve.ts starts it.
    const createServer = hardenedServer(() => ({
      ...securityHeaders(SECURITY),
      'Cache-Control': ERROR_CACHE,
    }));
    node = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0, createServer });
    await new Promise<void>((done) => node?.once('listening', () => done()));
    nodeOrigin = `http://127.0.0.1:${(node.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((done) => (node ? node.close(() => done()) : done()));
  });

  /** What the comparison leaves out: the connection's own, and what names the file's copy. */
  const TRANSPORT = new Set([
    'date',
    'server',
    'connection',
    'keep-alive',
    'transfer-encoding',
    'content-length',
  ]);
  const PRESENCE_ONLY = new Set(['etag', 'last-modified']);

  type Answer = { status: number; headers: Record<string, string>; body: string };

  /** One request as raw HTTP/1.1, and the answer as it came (no decoding, no fetch rules). */
  function exchange(origin: string, request: string): Promise<Answer> {
    const { port } = new URL(origin);
    return new Promise((done, fail) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.write(request));
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('end', () => {
        const text = Buffer.concat(chunks).toString('latin1');
        const [head = '', ...rest] = text.split('\r\n\r\n');
        const [statusLine = '', ...lines] = head.split('\r\n');
        const headers: Record<string, string> = {};
        for (const line of lines) {
          const colon = line.indexOf(':');
          const name = line.slice(0, colon).trim().toLowerCase();
          const value = line.slice(colon + 1).trim();
          headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
        }
        done({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
      });
      socket.on('error', fail);
    });
  }

  function comparable(answer: Answer) {
    const headers = Object.entries(answer.headers)
      .filter(([name]) => !TRANSPORT.has(name))
      .map(([name, value]) =>
        PRESENCE_ONLY.has(name) ? `${name}: (present)` : `${name}: ${value}`,
      )
      .sort();
    const chunked = answer.headers['transfer-encoding'] === 'chunked';
    return { status: answer.status, headers, body: chunked ? '(chunked)' : answer.body };
  }

  it('answers every request the same way', async () => {
    const last = (await fetch(`${nginxOrigin}/robots.txt`)).headers.get('Last-Modified') ?? '';
    const get = (path: string, headers: string[] = []) =>
      [`GET ${path} HTTP/1.1`, 'Host: app.example', 'Connection: close', ...headers, '', ''].join(
        '\r\n',
      );
    const requests: [string, string][] = [
      ['home', get('/')],
      ['a route of the app', get('/PersonalInfoPage')],
      ['a prerendered page in Spanish', get('/ZipCodePage', ['Accept-Language: es'])],
      ['a script', get(`/assets/${script}`)],
      ['a script, gzip', get(`/assets/${script}`, ['Accept-Encoding: gzip'])],
      ['robots.txt', get('/robots.txt')],
      [
        'robots.txt, modified since its own time',
        get('/robots.txt', [`If-Modified-Since: ${last}`]),
      ],
      [
        'robots.txt, modified since the future',
        get('/robots.txt', ['If-Modified-Since: Fri, 01 Jan 2100 00:00:00 GMT']),
      ],
      ['a range', get(`/assets/${script}`, ['Range: bytes=0-9'])],
      ['a missing asset', get('/assets/no-such-chunk-123.js')],
      ['a dotfile', get('/.env')],
      ['a build file', get('/build-info.json')],
      ['HEAD of a page', get('/').replace(/^GET/, 'HEAD')],
      [
        'POST to a page',
        [
          'POST /ZipCodePage HTTP/1.1',
          'Host: app.example',
          'Connection: close',
          'Content-Length: 0',
          '',
          '',
        ].join('\r\n'),
      ],
      [
        'POST to a script',
        [
          'POST /assets/x.js HTTP/1.1',
          'Host: app.example',
          'Connection: close',
          'Content-Length: 0',
          '',
          '',
        ].join('\r\n'),
      ],
      ['a request with no Host', 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n'],
      ['the shell by its name', get('/index.html')],
      ['the assets folder', get('/assets/')],
      ['HEAD of a missing asset', get('/assets/nope.js').replace(/^GET/, 'HEAD')],
      ['DELETE of a page', get('/ZipCodePage').replace(/^GET/, 'DELETE')],
      ['OPTIONS', get('/').replace(/^GET/, 'OPTIONS')],
      ['an address longer than nginx reads', get(`/PersonalInfoPage?q=${'a'.repeat(9000)}`)],
      ['a header longer than nginx reads', get('/', [`Cookie: a=${'b'.repeat(9000)}`])],
      [
        'long headers, each short enough',
        get(
          '/',
          [1, 2, 3].map((n) => `X-Long-${n}: ${'c'.repeat(3000)}`),
        ),
      ],
      ['an address with a dot-segment', get('/assets/../.env')],
      ['an encoded dot', get('/%2Eenv')],
      ['a broken request line', 'GET\r\n\r\n'],
    ];
    const differences: string[] = [];
    for (const [name, request] of requests) {
      const [fromNginx, fromNode] = await Promise.all([
        exchange(nginxOrigin, request).then(comparable),
        exchange(nodeOrigin, request).then(comparable),
      ]);
      if (JSON.stringify(fromNginx) !== JSON.stringify(fromNode)) {
        differences.push(
          `${name}:\n  nginx ${JSON.stringify(fromNginx)}\n  node  ${JSON.stringify(fromNode)}`,
        );
      }
    }
    expect(differences.join('\n')).toBe('');
  });
});
