// `npm run bench:static` (after `npm run build`): requests per second of the Node production
// server (server/serve.ts, no sandbox) against Debian's nginx with deploy/nginx.conf's
// generated config, on the same dist/ files, one after the other on loopback. Bounded: a few
// seconds per URL and server. Uses wrk when installed (apt-get install wrk), else a small
// Node client loop (slower: it then measures the client as much as the server).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { distDir } from '../server/dist-dir.ts';
import { BROTLI_MODULE, nginxConfig } from './nginx-config.ts';

const DIST = distDir();
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 16;
const WRK = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((path) => existsSync(path));

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt++) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  throw new Error(`nothing answered at ${url}`);
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', () => done());
    if (child.pid) process.kill(child.pid, 'SIGTERM');
  });
}

function nodeLoop(url: string, headers: Record<string, string>, seconds: number): Promise<number> {
  const until = Date.now() + seconds * 1000;
  let done = 0;
  const one = (): Promise<void> =>
    new Promise((finish, fail) => {
      const req = request(url, { headers, agent: false }, (res) => {
        res.resume();
        res.on('end', () => {
          done += 1;
          finish();
        });
      });
      req.on('error', fail);
      req.end();
    });
  const worker = async () => {
    while (Date.now() < until) await one();
  };
  const started = Date.now();
  return Promise.all(Array.from({ length: CONNECTIONS }, worker)).then(
    () => done / ((Date.now() - started) / 1000),
  );
}

function measure(url: string, headers: Record<string, string>): Promise<number> {
  return measureFor(url, headers, SECONDS);
}

async function measureFor(
  url: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<number> {
  if (!WRK) return nodeLoop(url, headers, seconds);
  const args = ['-t', '1', '-c', String(CONNECTIONS), '-d', `${seconds}s`];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const output = execFileSync(WRK, [...args, url], { encoding: 'utf8' });
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(output)?.[1];
  if (!rate) throw new Error(`wrk said:\n${output}`);
  return Number(rate);
}

async function main() {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error('Run `npm run build` first.');
  const scripts = readdirSync(join(DIST, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, size: statSync(join(DIST, 'assets', file)).size }))
    .sort((a, b) => b.size - a.size);
  const largest = scripts[0];
  if (!largest) throw new Error('dist/assets has no script');
  const cases = [
    {
      label: `/assets/${largest.file} (${(largest.size / 1024).toFixed(0)} kB), br`,
      path: `/assets/${largest.file}`,
      headers: { 'Accept-Encoding': 'br, gzip' },
    },
    {
      label: `/assets/${largest.file}, gzip`,
      path: `/assets/${largest.file}`,
      headers: { 'Accept-Encoding': 'gzip' },
    },
    { label: '/ (prerendered, gzip)', path: '/', headers: { 'Accept-Encoding': 'gzip' } },
    {
      label: '/PersonalInfoPage (SPA fallback, gzip)',
      path: '/PersonalInfoPage',
      headers: { 'Accept-Encoding': 'gzip' },
    },
  ];

  const folder = mkdtempSync(join(tmpdir(), 'bench-static-'));
  const children: ChildProcess[] = [];
  try {
    const nodePort = await freePort();
    const node = spawn(process.execPath, ['--import', 'tsx', 'server/serve.ts'], {
      env: { ...process.env, PORT: String(nodePort), HOST: '127.0.0.1', SANDBOX: 'off' },
      stdio: 'ignore',
    });
    children.push(node);
    const nginxPort = await freePort();
    mkdirSync(join(folder, 'temp'));
    writeFileSync(
      join(folder, 'nginx.conf'),
      nginxConfig({
        security: {},
        root: DIST,
        listen: `127.0.0.1:${nginxPort}`,
        brotli: existsSync(BROTLI_MODULE),
        pidFile: join(folder, 'nginx.pid'),
        errorLog: join(folder, 'error.log'),
        accessLog: 'off',
        tempDir: join(folder, 'temp'),
      }).replace('worker_processes auto;', 'worker_processes 1;'),
    );
    const nginx = spawn(
      '/usr/sbin/nginx',
      [
        '-p',
        folder,
        '-c',
        join(folder, 'nginx.conf'),
        '-e',
        join(folder, 'error.log'),
        '-g',
        'daemon off;',
      ],
      { stdio: 'ignore' },
    );
    children.push(nginx);
    const servers = [
      { name: 'Node (server/serve.ts)', origin: `http://127.0.0.1:${nodePort}` },
      { name: 'nginx 1 worker (deploy/nginx.conf)', origin: `http://127.0.0.1:${nginxPort}` },
    ];
    for (const server of servers) await waitFor(`${server.origin}/`);
    // Warm-up: the Node server compiles its hot paths and fills its file cache first.
    for (const server of servers) {
      for (const item of cases) await measureFor(`${server.origin}${item.path}`, item.headers, 1);
    }

    console.log(
      `${WRK ? 'wrk' : 'Node client loop'}, ${CONNECTIONS} connections, ${SECONDS} s per row, loopback`,
    );
    for (const item of cases) {
      const rates: string[] = [];
      for (const server of servers) {
        const rate = await measure(`${server.origin}${item.path}`, item.headers);
        rates.push(`${server.name}: ${rate.toFixed(0)} req/s`);
      }
      console.log(`${item.label}\n  ${rates.join('\n  ')}`);
    }
  } finally {
    for (const child of children) await stop(child);
    rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
