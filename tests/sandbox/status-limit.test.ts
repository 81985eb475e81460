// @vitest-environment node
// Issue 39: status lookups are limited per client (they answered 120 a second, unthrottled).
import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { DEFAULT_STATUS_LIMIT, RateLimiter } from '../../sandbox/rate-limit.ts';
import { makeSandbox } from './sandbox-fixtures.ts';

const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

function lookUp(app: Hono, address: string, headers: Record<string, string> = {}) {
  return Promise.resolve(
    app.request(
      '/public/acp/eligibility-check/status',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ applicationId: 'A00000000' }),
      },
      from(address),
    ),
  );
}

describe('the status lookup, per client (issue 39)', () => {
  it('answers a client its limit in a minute, then 429 with Retry-After and a code', async () => {
    const { app } = makeSandbox({ statusLimit: 5 });
    const statuses = [];
    for (let i = 0; i < 8; i++) statuses.push((await lookUp(app, '203.0.113.7')).status);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429, 429, 429]);
    const refused = await lookUp(app, '203.0.113.7');
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(refused.headers.get('Content-Type')).toContain('application/json');
    expect(await refused.json()).toMatchObject({ errors: [{ code: 'TOO_MANY_REQUESTS' }] });
    // Another client is not held back by the first.
    expect((await lookUp(app, '198.51.100.2')).status).toBe(404);
  });

  it('limits by default: 120 lookups in a burst are not all answered', async () => {
    const { app } = makeSandbox();
    const answers = await Promise.all(
      Array.from({ length: 120 }, () => lookUp(app, '203.0.113.9')),
    );
    const limited = answers.filter((answer) => answer.status === 429).length;
    expect(limited).toBe(120 - DEFAULT_STATUS_LIMIT);
  });

  it('believes X-Forwarded-For only behind a proxy the operator trusts', async () => {
    const untrusted = makeSandbox({ statusLimit: 1 });
    await lookUp(untrusted.app, '127.0.0.1', { 'X-Forwarded-For': '192.0.2.1' });
    const spoofed = await lookUp(untrusted.app, '127.0.0.1', { 'X-Forwarded-For': '192.0.2.2' });
    expect(spoofed.status).toBe(429);
    const proxied = makeSandbox({ statusLimit: 1, trustProxy: true });
    await lookUp(proxied.app, '127.0.0.1', { 'X-Forwarded-For': '192.0.2.1' });
    const other = await lookUp(proxied.app, '127.0.0.1', { 'X-Forwarded-For': '192.0.2.2' });
    expect(other.status).toBe(404);
  });

  it('opens again after the minute, and holds a bounded number of clients', () => {
    let now = 0;
    const limiter = new RateLimiter(2, () => now);
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([0, 0, 60]);
    now = 59_000;
    expect(limiter.take('a')).toBe(1);
    now = 60_000;
    expect(limiter.take('a')).toBe(0);
    for (let client = 0; client < 25_000; client++) limiter.take(`c${client}`);
    expect(limiter.size).toBeLessThanOrEqual(10_000);
  });
});
