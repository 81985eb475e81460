import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadFailure } from '../../src/lib/retry-load';
import { failedFiles, siteReplaced } from '../../src/lib/site-replaced';

const ORIGIN = window.location.origin;
const OWN = `${ORIGIN}/assets/shell-abc123.js`;
const PAGE = `${ORIGIN}/assets/personal-info-page-Dx81f.js`;
/** What Chromium's import() says when the page's chunk does not arrive. */
const importError = (file: string) =>
  new TypeError(`Failed to fetch dynamically imported module: ${file}`);

/** The server's answer to each file asked for. */
function serverAnswers(answer: (file: string) => Promise<Response>) {
  const fetch = vi.fn((file: string) => answer(file));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('siteReplaced (DEC-188)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is a yes when the tab’s own file is gone from the server (404 or 410)', async () => {
    serverAnswers(async () => new Response(null, { status: 404 }));
    await expect(siteReplaced(undefined, OWN)).resolves.toBe(true);
    serverAnswers(async () => new Response(null, { status: 410 }));
    await expect(siteReplaced(undefined, OWN)).resolves.toBe(true);
  });

  it('asks for the file itself, past the browser’s cache, without its body', async () => {
    const fetch = serverAnswers(async () => new Response(null, { status: 200 }));
    await siteReplaced(undefined, OWN);
    expect(fetch).toHaveBeenCalledWith(
      OWN,
      expect.objectContaining({ method: 'HEAD', cache: 'no-store' }),
    );
  });

  it('asks for the file that failed: gone, it is an update, whatever the shell answers (a CDN)', async () => {
    // The CDN still serves the shell from its cache; the page's chunk is gone for good.
    const fetch = serverAnswers(
      async (file) => new Response(null, { status: file === PAGE ? 404 : 200 }),
    );
    await expect(siteReplaced(importError(PAGE), OWN)).resolves.toBe(true);
    expect(fetch).toHaveBeenCalledWith(
      PAGE,
      expect.objectContaining({ method: 'HEAD', cache: 'no-store' }),
    );
    // Wrapped as the pages wrap it (the error boundary's LoadFailure), and as Vite says it.
    await expect(
      siteReplaced(new LoadFailure(async () => {}, importError(PAGE)), OWN),
    ).resolves.toBe(true);
    await expect(
      siteReplaced(new Error('Unable to preload CSS for /assets/personal-info-page-Dx81f.js'), OWN),
    ).resolves.toBe(true);
  });

  it('asks for the files the browser fetched with a 404 (Resource Timing)', async () => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { name: PAGE, responseStatus: 404 } as unknown as PerformanceEntry,
      { name: `${ORIGIN}/assets/fine.js`, responseStatus: 200 } as unknown as PerformanceEntry,
    ]);
    expect(failedFiles(new TypeError('Importing a module script failed.'), ORIGIN)).toEqual([PAGE]);
  });

  it('never asks another site for its files', () => {
    expect(failedFiles(importError('https://cdn.evil.example/assets/x.js'), ORIGIN)).toEqual([]);
  });

  it('is a no while the files are there, or when the server answers with its own trouble', async () => {
    serverAnswers(async () => new Response(null, { status: 200 }));
    await expect(siteReplaced(importError(PAGE), OWN)).resolves.toBe(false);
    serverAnswers(async () => new Response(null, { status: 503 }));
    await expect(siteReplaced(importError(PAGE), OWN)).resolves.toBe(false);
  });

  it('is a no when no answer comes: the connection is then the cause', async () => {
    serverAnswers(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(siteReplaced(importError(PAGE), OWN)).resolves.toBe(false);
  });
});
