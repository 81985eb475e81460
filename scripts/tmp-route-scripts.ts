import { kB } from './measure-format';
import {
  firstLoad,
  launchBrowser,
  newPage,
  reachPersonalInfo,
  startServer,
  watchPage,
} from './page-weight';

const route = process.argv[2] ?? '/ZipCodePage';
const server = await startServer(Number(process.env.P ?? 4401));
const browser = await launchBrowser();
try {
  const page = await newPage(browser);
  if (route.startsWith('/PersonalInfo')) await reachPersonalInfo(page, server.origin);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await watchPage(page);
  await page.goto(server.origin + route);
  const load = await firstLoad(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  const all = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => e.name.endsWith('.js'))
      .map(
        (e) => [new URL(e.name).pathname, e.encodedBodySize, Math.round(e.responseEnd)] as const,
      ),
  );
  let usable = 0,
    idle = 0;
  for (const [p, s, t] of all) {
    const before = t <= load.ready;
    if (before) usable += s;
    idle += s;
    console.log(`${before ? 'U' : 'I'} ${kB(s).padStart(6)} ${p}`);
  }
  console.log(`usable ${kB(usable)} kB (${load.js}) idle ${kB(idle)} kB files ${all.length}`);
} finally {
  await browser.close();
  server.stop();
}
