// Shared by `npm run measure` and `npm run budgets`: serve the production build the way
// `npm start` does (the sandbox, pre-compressed files), drive Chromium, and count what a route
// really downloads before its heading shows.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type CDPSession, chromium, type Page } from '@playwright/test';
import { distDir } from '../server/dist-dir.ts';

export interface Server {
  origin: string;
  stop(): void;
}

/** Serve `dist` (the build, DIST_DIR's or dist/ by default) with a sandbox of its own. */
export async function startServer(port: number, dist = distDir()): Promise<Server> {
  if (!existsSync(join(dist, 'index.html')))
    throw new Error(`No build in ${dist}: run \`npm run build\` first.`);
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn('npx', ['tsx', 'server/serve.ts', '--with-sandbox'], {
    env: { ...process.env, PORT: String(port), SANDBOX_DB: ':memory:', DIST_DIR: dist },
    stdio: 'ignore',
    // Its own process group: npx starts tsx, which starts node, and all of them must stop.
    detached: true,
  });
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      if ((await fetch(`${origin}/api/_sandbox`)).ok) return { origin, stop };
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error(`The server did not start on port ${port}`);
}

export function launchBrowser(): Promise<Browser> {
  const executablePath =
    process.env.CHROMIUM_PATH ??
    (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  return chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/**
 * A phone-sized page. tsx keeps function names with a `__name` helper that also lands in
 * the functions handed to the page; the page gets a no-op one.
 */
export async function newPage(browser: Browser, baseURL?: string): Promise<Page> {
  // Budgets and the figures in earlier notes are gzip bytes; the server prefers brotli when the
  // browser offers it, so the measuring browser offers gzip alone to keep the numbers comparable.
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    extraHTTPHeaders: { 'Accept-Encoding': 'gzip' },
    ...(baseURL ? { baseURL } : {}),
  });
  await context.addInitScript('window.__name = (target) => target;');
  return context.newPage();
}

/** Lighthouse's mobile defaults: 4x slower CPU, "slow 4G" (150 ms RTT, 1.6 Mbps down). */
export async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/**
 * Installed before any page script: notes when the main heading shows in a usable page, the
 * largest contentful paint, and the long tasks. Total blocking time as Lighthouse defines it:
 * each long task's part after the first contentful paint, past 50 ms (a prerendered page's
 * first layout happens before anything is on screen, so it blocks nothing; to the end of the
 * measurement rather than to "interactive", which can only add).
 */
export async function watchPage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __ready: number; __lcp: number; __tbt: number };
    w.__ready = 0;
    w.__lcp = 0;
    let fcp = Number.POSITIVE_INFINITY;
    const tasks: { start: number; end: number }[] = [];
    Object.defineProperty(w, '__tbt', {
      get: () =>
        tasks.reduce((total, task) => {
          const blocking = task.end - Math.max(task.start, fcp);
          return total + Math.max(0, blocking - 50);
        }, 0),
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name === 'first-contentful-paint') fcp = entry.startTime;
      }
    }).observe({ type: 'paint', buffered: true });
    const seen = () => {
      // A prerendered page shows its heading at once but is usable only once React has
      // taken it over, which lifts `inert` from the frame.
      if (w.__ready === 0 && document.querySelector('.app-frame:not([inert]) main h1')) {
        w.__ready = performance.now();
      }
    };
    new MutationObserver(seen).observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['inert'],
    });
    document.addEventListener('DOMContentLoaded', seen);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        tasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
  });
}

export interface FirstLoad {
  /** gzip bytes (the response bodies as sent) of the scripts that finished before `ready`. */
  js: number;
  css: number;
  /** Every script the page had fetched when measured (idle prefetch included). */
  jsTotal: number;
  scripts: string[];
  /** When the main heading showed in a page that can be used (taken over by React). */
  ready: number;
  lcp: number;
  tbt: number;
}

/**
 * What the page downloaded until it was usable (its main heading shown, taken over by React), from the browser's own resource
 * timing (encoded body sizes: the compressed bytes). Scripts fetched later, such as the flow's
 * idle prefetch, do not count; anything the page needed to draw does.
 */
export async function firstLoad(page: Page): Promise<FirstLoad> {
  // Polled with a tiny evaluate rather than a locator wait: Playwright's visibility checks
  // run on the page's main thread every frame and, at 4x CPU, showed up as blocking time.
  for (
    let waited = 0;
    !(await page.evaluate(() => (window as unknown as { __ready: number }).__ready > 0));
    waited += 50
  ) {
    if (waited > 30_000) throw new Error(`No main heading on ${page.url()} after 30 s`);
    await page.waitForTimeout(50);
  }
  return page.evaluate(() => {
    const w = window as unknown as { __ready: number; __lcp: number; __tbt: number };
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const path = (entry: PerformanceResourceTiming) => new URL(entry.name).pathname;
    const before = entries.filter((entry) => entry.responseEnd <= w.__ready);
    const sum = (list: PerformanceResourceTiming[], ending: string) =>
      list
        .filter((entry) => path(entry).endsWith(ending))
        .reduce((total, entry) => total + entry.encodedBodySize, 0);
    return {
      js: sum(before, '.js'),
      css: sum(before, '.css'),
      jsTotal: sum(entries, '.js'),
      scripts: before.map(path).filter((name) => name.endsWith('.js')),
      ready: w.__ready,
      lcp: w.__lcp,
      tbt: w.__tbt,
    };
  });
}

/**
 * Into the flow as a person would (a served zip code, then Next), so step 1 can be reloaded
 * and measured as a first load: a fresh tab cannot open it directly.
 */
export async function reachPersonalInfo(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/ZipCodePage`);
  await page.locator('#zipCode').fill('10001');
  await page.locator('main form button[type="submit"]').first().click();
  await page.waitForURL(/SuccessZipCodePage/);
  await page.locator('main h1').first().waitFor();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.waitForURL(/PersonalInfoPage/);
  await page.locator('#firstName').waitFor();
}

/** gzip bytes of JavaScript and how many files. */
export interface Bytes {
  bytes: number;
  files: number;
  /** Each script's path and gzip bytes, largest first: where the bytes went. */
  scripts: Array<{ path: string; bytes: number }>;
}

export interface Weight {
  /** Fetched by the time the page was usable (main heading shown, taken over by React). */
  usable: Bytes;
  /**
   * Fetched once the network was idle (Playwright's networkidle) and 500 ms more; the usable
   * figure again when the caller asked for no wait.
   */
  idle: Bytes;
  /** Where the page ended up (path and query) and its usable heading. */
  landed: string;
  heading: string;
}

/** The .js resources the page has fetched so far, and those done by `before` (page time). */
export function scriptBytes(page: Page, before = Number.POSITIVE_INFINITY): Promise<Bytes> {
  return page.evaluate((until) => {
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .filter((entry) => entry.responseEnd <= (until ?? Number.POSITIVE_INFINITY))
      .map((entry) => ({ path: new URL(entry.name).pathname, bytes: entry.encodedBodySize }))
      .sort((a, b) => b.bytes - a.bytes);
    return {
      bytes: scripts.reduce((total, entry) => total + entry.bytes, 0),
      files: scripts.length,
      scripts,
    };
  }, before);
}

/**
 * Wait until no request has started or ended for `quietMs` (a call left under way on purpose,
 * like the last one of a generated path, does not hold it up, unlike Playwright's networkidle,
 * which a document reaches once at most), then `quietMs` more.
 */
export async function quiet(page: Page, quietMs = 500, timeoutMs = 30_000): Promise<void> {
  let last = Date.now();
  const touch = () => {
    last = Date.now();
  };
  page.on('request', touch);
  page.on('requestfinished', touch);
  page.on('requestfailed', touch);
  try {
    const started = Date.now();
    while (Date.now() - last < quietMs) {
      if (Date.now() - started > timeoutMs)
        throw new Error(`The network was never quiet for ${quietMs} ms`);
      await page.waitForTimeout(100);
    }
    await page.waitForTimeout(quietMs);
  } finally {
    page.off('request', touch);
    page.off('requestfinished', touch);
    page.off('requestfailed', touch);
  }
}

/** Wait until the network is idle (Playwright's networkidle: 500 ms quiet) and 500 ms more. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}

/**
 * Load `url` as a first visit (a fresh context: nothing cached, the cache disabled besides)
 * holding `storage` in the tab first, as a reload of that tab would: what a flow page costs
 * when it is opened again. Unthrottled: bytes do not depend on speed.
 */
export async function weigh(
  browser: Browser,
  origin: string,
  url: string,
  storage: { session?: Record<string, string>; local?: Record<string, string> } = {},
  { idle = true }: { idle?: boolean } = {},
): Promise<Weight> {
  const page = await newPage(browser);
  const context = page.context();
  try {
    if (storage.session || storage.local) {
      await context.addInitScript(
        ({ session, local }) => {
          // Only on the first document: the app's own writes must not be overwritten later.
          if (sessionStorage.getItem('__measure_seeded')) return;
          for (const [key, value] of Object.entries(session ?? {}))
            sessionStorage.setItem(key, value);
          for (const [key, value] of Object.entries(local ?? {})) localStorage.setItem(key, value);
          sessionStorage.setItem('__measure_seeded', '1');
        },
        { session: storage.session ?? {}, local: storage.local ?? {} },
      );
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await watchPage(page);
    await page.goto(`${origin}${url}`);
    const load = await firstLoad(page);
    const usable = await scriptBytes(page, load.ready);
    const heading =
      (await page.locator('.app-frame:not([inert]) main h1').first().textContent())?.trim() ?? '';
    const landedUrl = new URL(page.url());
    if (idle) await settle(page);
    return {
      usable,
      idle: idle ? await scriptBytes(page) : usable,
      landed: `${landedUrl.pathname}${landedUrl.search}`,
      heading,
    };
  } finally {
    await context.close();
  }
}

/**
 * From a fresh /ZipCodePage, zip 10001 submitted: the JavaScript fetched by the time the
 * coverage answer (the next page) shows. The zip page settles first (network idle), as it
 * does while a person reads it and types: what it fetches meanwhile counts.
 */
export async function toCoverageAnswer(browser: Browser, origin: string): Promise<Bytes> {
  const page = await newPage(browser);
  const context = page.context();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await watchPage(page);
    await page.goto(`${origin}/ZipCodePage`);
    await firstLoad(page);
    // A person reads the page and types: whatever it fetches meanwhile has arrived.
    await settle(page);
    const zipHeading = await page.locator('main h1').first().textContent();
    await page.evaluate((previous) => {
      const w = window as unknown as { __answered: number };
      w.__answered = 0;
      const observer = new MutationObserver(() => {
        const heading = document.querySelector('.app-frame:not([inert]) main h1');
        if (!location.pathname.startsWith('/SuccessZipCodePage')) return;
        if (!heading || heading.textContent === previous) return;
        w.__answered = performance.now();
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true, characterData: true });
    }, zipHeading);
    await page.locator('#zipCode').fill('10001');
    await page.locator('main form button[type="submit"]').first().click();
    await page.waitForFunction(
      () => (window as unknown as { __answered: number }).__answered > 0,
      undefined,
      { timeout: 30_000, polling: 50 },
    );
    const answered = await page.evaluate(
      () => (window as unknown as { __answered: number }).__answered,
    );
    return await scriptBytes(page, answered);
  } finally {
    await context.close();
  }
}
