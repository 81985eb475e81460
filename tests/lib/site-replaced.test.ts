import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteReplaced } from '../../src/lib/site-replaced';

const OWN = 'https://apply.example.test/assets/shell-abc123.js';

function serverAnswers(answer: () => Promise<Response>) {
  const fetch = vi.fn(answer);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('siteReplaced (DEC-188)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a yes when the tab’s own file is gone from the server (404 or 410)', async () => {
    serverAnswers(async () => new Response(null, { status: 404 }));
    await expect(siteReplaced(OWN)).resolves.toBe(true);
    serverAnswers(async () => new Response(null, { status: 410 }));
    await expect(siteReplaced(OWN)).resolves.toBe(true);
  });

  it('asks for the file itself, past the browser’s cache, without its body', async () => {
    const fetch = serverAnswers(async () => new Response(null, { status: 200 }));
    await siteReplaced(OWN);
    expect(fetch).toHaveBeenCalledWith(
      OWN,
      expect.objectContaining({ method: 'HEAD', cache: 'no-store' }),
    );
  });

  it('is a no while the file is there, or when the server answers with its own trouble', async () => {
    serverAnswers(async () => new Response(null, { status: 200 }));
    await expect(siteReplaced(OWN)).resolves.toBe(false);
    serverAnswers(async () => new Response(null, { status: 503 }));
    await expect(siteReplaced(OWN)).resolves.toBe(false);
  });

  it('is a no when no answer comes: the connection is then the cause', async () => {
    serverAnswers(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(siteReplaced(OWN)).resolves.toBe(false);
  });
});
