// @vitest-environment node
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { bodyLimit } from '../../sandbox/body-limit.ts';

function app(options: Parameters<typeof bodyLimit>[0]) {
  const hono = new Hono();
  hono.use('*', bodyLimit(options));
  hono.post('/', async (c) => c.json({ received: (await c.req.text()).length }));
  return hono;
}

/** A chunked body of `chunks` pieces of `size` bytes; `endless` never ends after them. */
function stream(chunks: number, size: number, endless = false) {
  let sent = 0;
  let pulls = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulls++;
      if (sent < chunks) {
        sent++;
        controller.enqueue(new Uint8Array(size).fill(97));
      } else if (!endless) {
        controller.close();
      }
      // Endless: nothing more comes, and the stream stays open.
    },
  });
  return { body, pulls: () => pulls };
}

function post(hono: Hono, body: ReadableStream<Uint8Array>) {
  return hono.request('/', {
    method: 'POST',
    body,
    headers: { 'Transfer-Encoding': 'chunked' },
    duplex: 'half',
  } as RequestInit);
}

describe('the body limit', () => {
  it('passes a chunked body within the limit to the route, whole', async () => {
    const response = await post(app({ maxBytes: 100 }), stream(4, 25).body);
    expect(await response.json()).toEqual({ received: 100 });
  });

  it('reads the rest of a body over the limit before the 413, and closes the connection', async () => {
    const source = stream(10, 50);
    const response = await post(app({ maxBytes: 100 }), source.body);
    expect(response.status).toBe(413);
    expect(response.headers.get('Connection')).toBe('close');
    expect(await response.json()).toEqual({ message: 'The body must be at most 100 bytes' });
    expect(source.pulls()).toBeGreaterThanOrEqual(11);
  });

  it('stops reading after drainBytes past the limit', async () => {
    const source = stream(1000, 50);
    const response = await post(app({ maxBytes: 100, drainBytes: 200 }), source.body);
    expect(response.status).toBe(413);
    expect(source.pulls()).toBeLessThan(20);
  });

  it('stops waiting drainMs after the limit was passed', async () => {
    const started = Date.now();
    const response = await post(app({ maxBytes: 100, drainMs: 300 }), stream(3, 50, true).body);
    expect(response.status).toBe(413);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
