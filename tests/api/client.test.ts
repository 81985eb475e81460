// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/api-error';
import { createApiClient, readAnswer, TIMED_OUT } from '../../src/api/client';
import { checkSupportedState } from '../../src/app/flow/calls/check-coverage';

const BASE = 'http://api.test/api';

function clientAnswering(...answers: Array<() => Response | Promise<Response>>) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push((input instanceof Request ? input : new Request(input, init)).clone());
    const next = answers[Math.min(requests.length - 1, answers.length - 1)];
    if (!next) throw new Error('no answer scripted');
    return next();
  });
  return { api: createApiClient({ baseUrl: BASE, fetch, retryDelayMs: 0 }), requests, fetch };
}

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('readAnswer', () => {
  it('reads a JSON body whatever the status (D22)', async () => {
    const { api } = clientAnswering(json({ status: 'X', message: 'No' }, 400));
    await expect(readAnswer(api.post('x'))).resolves.toEqual({
      status: 400,
      ok: false,
      body: { status: 'X', message: 'No' },
    });
  });

  it('turns the gateway time-out into a timeout failure (D3)', async () => {
    const { api } = clientAnswering(json({ message: TIMED_OUT }, 504));
    await expect(readAnswer(api.post('x'))).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('reads a 429 as too many requests, with the provider’s words, whatever its body (issue 39)', async () => {
    const { api } = clientAnswering(
      json(
        { status: 'COMPLETE', message: 'Too many status lookups: try again in 40 seconds' },
        429,
      ),
    );
    await expect(readAnswer(api.post('x'))).rejects.toMatchObject({
      kind: 'rejected',
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many status lookups: try again in 40 seconds',
    });
  });

  it('treats a body that does not parse as malformed', async () => {
    const { api } = clientAnswering(() => new Response('{"status": "COMPL', { status: 200 }));
    await expect(readAnswer(api.post('x'))).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('treats no answer at all as a network failure', async () => {
    const { api } = clientAnswering(() => {
      throw new TypeError('Failed to fetch');
    });
    const failure = readAnswer(api.post('x'));
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ kind: 'network' });
  });

  it('gives up after its own timeout', async () => {
    const fetch = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const api = createApiClient({ baseUrl: BASE, fetch, timeoutMs: 20 });
    await expect(readAnswer(api.post('x'))).rejects.toMatchObject({ kind: 'timeout' });
  });
});

describe('the client', () => {
  it('never repeats a POST, but retries a GET that failed with a 503', async () => {
    const post = clientAnswering(json({ message: 'busy' }, 503));
    await readAnswer(post.api.post('x'));
    expect(post.fetch).toHaveBeenCalledTimes(1);

    const get = clientAnswering(json({ message: 'busy' }, 503), json(true));
    await expect(readAnswer(get.api.get('x'))).resolves.toMatchObject({ body: true });
    expect(get.fetch).toHaveBeenCalledTimes(2);
  });

  it('sends the stored bearer token (D15) and none when there is none', async () => {
    const { api, requests } = clientAnswering(json(true));
    await readAnswer(api.get('x'));
    expect(requests[0]?.headers.get('authorization')).toBeNull();
    vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'token' ? 'abc' : null) });
    try {
      await readAnswer(api.get('x'));
      expect(requests[1]?.headers.get('authorization')).toBe('Bearer abc');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('the request', () => {
  it("leaves in the call's first microtask, before a render queued behind it could run", async () => {
    const { api, fetch } = clientAnswering(json(true));
    const answer = readAnswer(api.get('x'));
    // One turn of the microtask queue, as React's render queued after the call would get.
    await Promise.resolve();
    expect(fetch).toHaveBeenCalledTimes(1);
    await answer;
  });
});

describe('checkSupportedState', () => {
  it('asks for the state by its code and reads a JSON boolean', async () => {
    const { api, requests } = clientAnswering(json(true));
    await expect(checkSupportedState('NY', api)).resolves.toBe(true);
    expect(requests[0]?.url).toBe(`${BASE}/public/acp_supported_state/NY`);

    const no = clientAnswering(json(false));
    await expect(checkSupportedState('AK', no.api)).resolves.toBe(false);
  });

  it('rejects with the provider’s message on an error status', async () => {
    const { api } = clientAnswering(json({ message: 'Unknown state' }, 400));
    await expect(checkSupportedState('ZZ', api)).rejects.toMatchObject({
      kind: 'rejected',
      message: 'Unknown state',
    });
  });

  it('calls an empty answer malformed', async () => {
    const { api } = clientAnswering(() => new Response('', { status: 200 }));
    await expect(checkSupportedState('NY', api)).rejects.toMatchObject({ kind: 'malformed' });
  });

  // Each of these meant "served" when the answer was read for truthiness (issue 15 §6).
  it.each([
    ['the string "false"', 'false'],
    ['the string "no"', 'no'],
    ['an empty array', []],
    ['an object', { supported: false }],
    ['a number', 1],
    ['null', null],
  ])('calls %s malformed rather than served', async (_, body) => {
    const { api } = clientAnswering(json(body));
    await expect(checkSupportedState('NY', api)).rejects.toMatchObject({ kind: 'malformed' });
  });
});
