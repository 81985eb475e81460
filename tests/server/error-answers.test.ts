// @vitest-environment node
// Issue 39: what Node answered by itself, before any handler ran, is answered as nginx does.
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hardenedServer } from '../../server/error-answers.ts';

const HEADERS = { 'X-Frame-Options': 'DENY', 'Cache-Control': 'no-store' };
let origin: { port: number };
let server: ReturnType<typeof serve>;

beforeAll(async () => {
  const app = new Hono().get('*', (c) => c.text('page'));
  server = serve({
    fetch: app.fetch,
    hostname: '127.0.0.1',
    port: 0,
    createServer: hardenedServer(() => HEADERS),
  });
  await new Promise<void>((done) => server.once('listening', () => done()));
  origin = { port: (server.address() as AddressInfo).port };
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

function raw(request: string): Promise<string> {
  return new Promise((done, fail) => {
    const socket = connect(origin.port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
    });
    socket.on('end', () => done(answer));
    socket.on('error', fail);
  });
}

describe('Node’s own answers (issue 39)', () => {
  it.each([
    ['no Host', 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n', 400],
    ['a broken request line', 'GET\r\n\r\n', 400],
    [
      'a header line over 8 KB',
      `GET / HTTP/1.1\r\nHost: a\r\nConnection: close\r\nCookie: ${'x'.repeat(9000)}\r\n\r\n`,
      400,
    ],
    [
      'headers over 32 KB',
      `GET / HTTP/1.1\r\nHost: a\r\nConnection: close\r\n${[1, 2, 3, 4, 5].map((n) => `X-${n}: ${'y'.repeat(7000)}\r\n`).join('')}\r\n`,
      400,
    ],
    [
      'a request line over 8 KB',
      `GET /?q=${'z'.repeat(9000)} HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n`,
      414,
    ],
  ])('%s: %i with the headers, no-store and a plain line', async (_name, request, status) => {
    const answer = await raw(request);
    const [head = '', body] = answer.split('\r\n\r\n');
    expect(head).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(head).toContain('X-Frame-Options: DENY');
    expect(head).toContain('Cache-Control: no-store');
    expect(head).toContain('Content-Type: text/plain; charset=utf-8');
    expect(body).toBe(status === 414 ? 'Address too long\n' : 'Bad request\n');
  });

  it('lets every other request through', async () => {
    const answer = await raw('GET / HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer.endsWith('page')).toBe(true);
  });
});
