// `npm run measure`: how heavy and how fast the first screen is on a slow phone. Serves the
// production build with the sandbox (compressed, as `npm start` does), loads each route in
// Chromium with Lighthouse's mobile throttling (4x CPU, slow 4G: 150 ms RTT, 1.6 Mbps down),
// and prints the JavaScript and CSS bytes sent (gzip, as transferred), LCP and total blocking
// time. Run `npm run build` first.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const port = Number(process.env.MEASURE_PORT ?? 4329);
const origin = `http://127.0.0.1:${port}`;
const routes = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const targets = routes.length > 0 ? routes : ['/', '/ZipCodePage', '/PersonalInfoPage'];

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${origin}/api/_sandbox`)).ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The server did not start');
}

async function main() {
  if (!existsSync('dist/index.html')) throw new Error('Run `npm run build` first.');
  const server: ChildProcess = spawn('npx', ['tsx', 'sandbox/serve.ts'], {
    env: { ...process.env, PORT: String(port), SANDBOX_DB: ':memory:' },
    stdio: 'ignore',
  });
  try {
    await waitForServer();
    const executablePath =
      process.env.CHROMIUM_PATH ??
      (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
    const browser = await chromium.launch({
      ...(executablePath ? { executablePath } : {}),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    console.log('route                 JS gzip   CSS gzip   LCP      TBT   (first load)');
    for (const route of targets) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      const bytes = { js: 0, css: 0 };
      const types = new Map<string, string>();
      cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
      cdp.on('Network.loadingFinished', (event) => {
        const type = types.get(event.requestId);
        if (type === 'Script') bytes.js += event.encodedDataLength;
        if (type === 'Stylesheet') bytes.css += event.encodedDataLength;
      });
      await page.addInitScript(() => {
        const w = window as unknown as { __lcp: number; __tbt: number };
        w.__lcp = 0;
        w.__tbt = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.__lcp = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.__tbt += Math.max(0, entry.duration - 50);
        }).observe({ type: 'longtask', buffered: true });
      });
      await page.goto(`${origin}${route}`);
      // First load: what the browser fetched until the screen's heading is on show. Pages
      // the flow prefetches afterwards, while idle, are not part of it.
      await page.locator('main h1').waitFor();
      const firstLoad = { ...bytes };
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      const { lcp, tbt } = await page.evaluate(() => {
        const w = window as unknown as { __lcp: number; __tbt: number };
        return { lcp: w.__lcp, tbt: w.__tbt };
      });
      const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`.padStart(9);
      console.log(
        `${route.padEnd(20)} ${kb(firstLoad.js)} ${kb(firstLoad.css)}   ${`${Math.round(lcp)} ms`.padEnd(8)} ${Math.round(tbt)} ms   (${kb(bytes.js).trim()} JS once idle prefetch is done)`,
      );
      await context.close();
    }
    await browser.close();
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
