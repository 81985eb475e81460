// @vitest-environment node
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadBuildSettings } from '../../profiles/build-settings.ts';
import { lifelineCarrier } from '../../profiles/carriers/lifeline.ts';
import { buildInfo } from '../../server/build-info.ts';

// The real entry point, as `npm run sandbox` starts it: flags, env, port, shutdown.
const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'sandbox-serve-'));
let started = 0;
/** Every server a test started: one a timed-out test left running is stopped at the end. */
const children = new Set<ChildProcess>();

afterAll(async () => {
  const running = [...children].filter((child) => child.exitCode === null && !child.signalCode);
  await Promise.all(
    running.map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
  rmSync(folder, { recursive: true, force: true });
});

function start(args: string[], env: Record<string, string>): ChildProcess {
  // Each server a database of its own: the tests run at once (most of their time is a child
  // process starting), and one of them empties its database.
  started += 1;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/serve.ts', ...args], {
    // A dist/ of the test's own (none unless a test writes one), never the project's build.
    env: {
      ...process.env,
      SANDBOX_DB: join(folder, `db-${started}.sqlite`),
      DIST_DIR: join(folder, 'no-build'),
      ...env,
    },
    cwd: PROJECT_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  return child;
}

function output(child: ChildProcess, until: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`timed out; output so far:\n${text}`)), 15_000);
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      if (until.test(text)) {
        clearTimeout(timer);
        resolve(text);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
  });
}

function exitCode(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.on('exit', (code) => resolve(code)));
}

/**
 * Sends a 1 MB chunked body as a client that reads the answer only once it has sent everything
 * (its socket paused until then), with a pause after the first 160 kB: longer than the 500 ms
 * @hono/node-server used to wait before closing on an unread body. The answer, or the error.
 */
function sendChunkedThenRead(base: string, path: string): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.pause();
    const chunk = `4000\r\n${'a'.repeat(0x4000)}\r\n`;
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
    );
    for (let i = 0; i < 10; i++) socket.write(chunk);
    setTimeout(() => {
      for (let i = 10; i < 64; i++) socket.write(chunk);
      socket.write('0\r\n\r\n', () => socket.resume());
    }, 1200);
    let answer = '';
    socket.on('data', (data: Buffer) => {
      answer += data.toString();
      if (/\r\n\r\n[\s\S]*\S/.test(answer)) socket.destroy();
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(`error ${error.code}`));
    socket.on('close', () => resolve(answer.split('\r\n')[0] ?? ''));
  });
}

describe.concurrent('server/serve.ts', () => {
  it('issue 28 §5: sends the build’s CSP, not the shell’s settings, and says which carrier settings it serves', async () => {
    const dist = join(folder, 'carrier-build');
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>built</title>');
    const file = join(folder, 'carrier.json');
    writeFileSync(
      file,
      JSON.stringify({
        ...lifelineCarrier,
        brandName: 'Carrier One',
        api: {
          baseUrl: 'https://api.carrier.example/v1',
          redirectHosts: ['verifier.example.gov'],
          contactWebhookUrl: 'https://hooks.chat.example/T1',
        },
      }),
    );
    const info = buildInfo(loadBuildSettings({ CARRIER_CONFIG: file }));
    writeFileSync(join(dist, 'build-info.json'), JSON.stringify(info));

    const child = start([], {
      PORT: '0',
      DIST_DIR: dist,
      VITE_PROVIDER_API_URL: 'https://other.example',
      VITE_REDIRECT_HOSTS: '',
      CARRIER_CONFIG: '',
      PROGRAM: '',
    });
    const exited = exitCode(child);
    const text = await output(child, /provider API: \S+/);
    expect(text).toContain('brand Carrier One');
    expect(text).toContain("settings: the carrier's own file");
    expect(text).toContain('provider API: https://api.carrier.example/v1');
    expect(text).toContain('VITE_PROVIDER_API_URL=https://other.example is ignored');
    const base = /App: (http:\/\/127\.0\.0\.1:\d+\/)/.exec(text)?.[1];
    const page = await fetch(`${base}`);
    const policy = page.headers.get('Content-Security-Policy') ?? '';
    expect(policy).toContain(
      "connect-src 'self' https://api.carrier.example https://hooks.chat.example;",
    );
    expect(policy).toContain("form-action 'self' https://verifier.example.gov;");
    expect(policy).not.toContain('other.example');
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 20_000);

  it('issue 28 §10: a chunked body over the limit gets its 413 (or 405), not a connection reset', async () => {
    const child = start(['--with-sandbox'], { PORT: '0' });
    const exited = exitCode(child);
    const text = await output(child, /Sandbox control page: (\S+)/);
    const base = /App: (http:\/\/127\.0\.0\.1:\d+\/)/.exec(text)?.[1] ?? '';
    expect(await sendChunkedThenRead(base, '/api/public/nlad/enroll')).toBe(
      'HTTP/1.1 413 Payload Too Large',
    );
    expect(await sendChunkedThenRead(base, '/ZipCodePage')).toBe('HTTP/1.1 405 Method Not Allowed');
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 30_000);

  it('issue 39: beyond loopback, the control routes need the token it prints (or the one given)', async () => {
    const child = start(['--api-only'], { PORT: '0', HOST: '0.0.0.0' });
    const text = await output(child, /Sandbox control token[^\n]*: (\S+)\n/);
    const port = /Sandbox API: http:\/\/0\.0\.0\.0:(\d+)\//.exec(text)?.[1];
    const token = /Sandbox control token[^\n]*: (\S+)\n/.exec(text)?.[1] ?? '';
    const reset = (headers: Record<string, string>) =>
      fetch(`http://127.0.0.1:${port}/api/_sandbox/reset`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
      });
    try {
      expect(token.length).toBeGreaterThanOrEqual(32);
      expect((await reset({})).status).toBe(401);
      expect((await reset({ Authorization: 'Bearer not-it' })).status).toBe(401);
      expect((await reset({ Authorization: `Bearer ${token}` })).status).toBe(200);
    } finally {
      child.kill('SIGTERM');
      await exitCode(child);
    }
    // On loopback, as before, none; a token given is needed there too.
    const local = start(['--api-only'], {
      PORT: '0',
      SANDBOX_CONTROL_TOKEN: 'given-token-0123456789',
    });
    const localText = await output(local, /SANDBOX_CONTROL_TOKEN/);
    const localPort = /Sandbox API: http:\/\/127\.0\.0\.1:(\d+)\//.exec(localText)?.[1];
    try {
      const localReset = (headers: Record<string, string>) =>
        fetch(`http://127.0.0.1:${localPort}/api/_sandbox/reset`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...headers },
        });
      expect((await localReset({})).status).toBe(401);
      expect((await localReset({ 'X-Sandbox-Token': 'given-token-0123456789' })).status).toBe(200);
      expect(localText).not.toContain('given-token-0123456789');
    } finally {
      local.kill('SIGTERM');
      await exitCode(local);
    }
  });

  it('serves the API only on the given port, and stops cleanly on SIGTERM', async () => {
    const child = start(['--api-only'], { PORT: '0', SANDBOX_UNSUPPORTED_STATES: 'NY' });
    const exited = exitCode(child);
    const text = await output(child, /Sandbox control page: (\S+)/);
    const base = /Sandbox API: (http:\/\/127\.0\.0\.1:\d+\/)api\//.exec(text)?.[1];
    expect(base).toBeDefined();

    const ny = await fetch(`${base}api/public/acp_supported_state/NY`);
    expect(await ny.json()).toBe(false);
    const ak = await fetch(`${base}api/public/acp_supported_state/AK`);
    expect(await ak.json()).toBe(true);
    // Idle connections outlive the clients' own timeouts (a request on a connection the
    // server is closing dies with "socket hang up").
    expect(ak.headers.get('Keep-Alive')).toBe('timeout=65');

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 20_000);

  it('serves the app alone by default, and app + sandbox with --with-sandbox or SANDBOX=on', async () => {
    const alone = start([], { PORT: '0' });
    const aloneExit = exitCode(alone);
    const aloneText = await output(alone, /App: (\S+)/);
    expect(aloneText).toContain('no sandbox');
    expect(aloneText).not.toContain('Sandbox is ON');
    const aloneBase = /App: (http:\/\/127\.0\.0\.1:\d+\/)/.exec(aloneText)?.[1];
    const notApi = await fetch(`${aloneBase}api/public/acp_supported_state/NY`);
    expect(notApi.headers.get('Content-Type') ?? '').not.toContain('json');
    alone.kill('SIGTERM');
    expect(await aloneExit).toBe(0);

    for (const [args, env] of [
      [['--with-sandbox'], {}],
      [[], { SANDBOX: 'on' }],
    ] as const) {
      const child = start([...args], { PORT: '0', ...env });
      const exited = exitCode(child);
      const text = await output(child, /Sandbox control page: (\S+)/);
      expect(text).toContain('Sandbox is ON');
      const base = /App: (http:\/\/127\.0\.0\.1:\d+\/)/.exec(text)?.[1];
      const api = await fetch(`${base}api/public/acp_supported_state/NY`);
      expect(api.headers.get('Content-Type')).toContain('json');
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
  }, 40_000);

  it('empties the database and exits with --reset-only', async () => {
    const db = join(folder, 'emptied.sqlite');
    const child = start(['--reset-only'], { SANDBOX_DB: db });
    const exited = exitCode(child);
    const text = await output(child, /Sandbox database emptied/);
    expect(text).toContain(db);
    expect(await exited).toBe(0);
  }, 20_000);

  it('refuses an unknown flag and a bad setting', async () => {
    const flag = start(['--nope'], {});
    const flagExit = exitCode(flag);
    expect(await output(flag, /unknown option --nope/)).toBeTruthy();
    expect(await flagExit).toBe(1);

    const states = start(['--api-only'], { SANDBOX_UNSUPPORTED_STATES: 'AK,XX', PORT: '0' });
    const statesExit = exitCode(states);
    expect(await output(states, /unknown codes: XX/)).toBeTruthy();
    expect(await statesExit).toBe(1);
  }, 20_000);
});
