// @vitest-environment node
// What only a real socket shows: a body over the limit, sent in chunks as a phone on a slow
// connection would (issue 28 §10), and the loopback check of the control lists (issue 28 §1).
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { makeSandbox, mounted } from './sandbox-fixtures.ts';

type Server = ReturnType<typeof serve>;
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          if ('closeAllConnections' in server) server.closeAllConnections();
        }),
    ),
  );
});

async function listen(): Promise<number> {
  const { app } = makeSandbox();
  const server = serve({ fetch: mounted(app).fetch, hostname: '127.0.0.1', port: 0 });
  servers.push(server);
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return (server.address() as AddressInfo).port;
}

type Outcome = { status?: number; body: string; error?: string; sent: number };

/** POST `total` bytes in chunks of `chunk`, pausing `pauseMs` between them. */
function sendChunked(
  port: number,
  path: string,
  options: { total: number; chunk: number; pauseMs: number },
): Promise<Outcome> {
  return new Promise((resolve) => {
    const outcome: Outcome = { body: '', sent: 0 };
    let responded = false;
    let finished = false;
    const done = () => {
      if (responded && finished) resolve(outcome);
    };
    const req = request({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
    });
    req.on('response', (res) => {
      outcome.status = res.statusCode;
      res.setEncoding('utf8');
      res.on('data', (data: string) => {
        outcome.body += data;
      });
      res.on('end', () => {
        responded = true;
        done();
      });
      res.on('error', (error) => {
        outcome.error ??= error.message;
        responded = true;
        done();
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      outcome.error ??= error.code ?? error.message;
      responded = true;
      finished = true;
      done();
    });
    const piece = Buffer.alloc(options.chunk, 'a');
    const write = () => {
      if (outcome.error) return;
      if (outcome.sent >= options.total) {
        req.end(() => {
          finished = true;
          done();
        });
        return;
      }
      outcome.sent += piece.length;
      req.write(piece, (error) => {
        if (error) {
          // The server closed the connection while the body was still being sent.
          outcome.error ??= (error as NodeJS.ErrnoException).code ?? error.message;
          finished = true;
          done();
          return;
        }
        setTimeout(write, options.pauseMs);
      });
    };
    write();
  });
}

describe('the sandbox on a real socket', () => {
  it('issue 28 §10: a 1 MB chunked body sent slowly gets a clean 413, not a connection reset', async () => {
    const port = await listen();
    const total = 1024 * 1024;
    const outcome = await sendChunked(port, '/api/public/acp/eligibility-check', {
      total,
      chunk: 32 * 1024,
      pauseMs: 40,
    });
    expect(outcome.error).toBeUndefined();
    expect(outcome.sent).toBe(total);
    expect(outcome.status).toBe(413);
    expect(JSON.parse(outcome.body)).toEqual({
      message: 'The body must be at most 102400 bytes',
    });
  }, 20_000);

  it('a 1 MB chunked body sent at once gets a clean 413 too', async () => {
    const port = await listen();
    const outcome = await sendChunked(port, '/api/public/nlad/enroll', {
      total: 1024 * 1024,
      chunk: 64 * 1024,
      pauseMs: 0,
    });
    expect(outcome.error).toBeUndefined();
    expect(outcome.status).toBe(413);
  }, 20_000);

  it('issue 28 §1: shows the request log to a client on this machine (the socket is loopback)', async () => {
    const port = await listen();
    const answer = await fetch(`http://127.0.0.1:${port}/api/_sandbox/requests`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ requests: [] });
    const proxied = await fetch(`http://127.0.0.1:${port}/api/_sandbox/requests`, {
      headers: { 'X-Forwarded-For': '198.51.100.7' },
    });
    expect(proxied.status).toBe(403);
  });
});
