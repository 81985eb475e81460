// `npm run measure` (after `npm run build`): issue 18's figures in one run (DEC-160).
//   1. Bytes: gzip JavaScript (encoded body sizes of .js resources, the browser offering gzip
//      alone) by the time a page is usable (main heading shown in a page React took over)
//      and once the network is idle (networkidle + 500 ms): /ZipCodePage; the way to the
//      coverage answer from a fresh /ZipCodePage; every flow page a whole application
//      reaches (driven in Chromium, scripts/flow-walk.ts), each opened again in a tab holding
//      the walk's storage at that screen (a reload), cache disabled; information pages. One
//      unthrottled load each: bytes do not depend on speed.
//   2. Lighthouse-simulated total blocking time on /ZipCodePage, median of 5 with the spread,
//      and the median run's long tasks with the script each belongs to (plus FCP and LCP).
//   3. The JS heap at the end of a whole application (CDP usedSize after a forced collection),
//      median of 5 with the spread, the walk driven over the DevTools protocol (scripts/heap.ts),
//      and every script the walk fetched.
// `-- --before <dist>` (or MEASURE_BEFORE=<dist>) measures a second build in the same run,
// served on MEASURE_PORT + 1, alternating the two per repetition, and prints before → after.
// `-- --heap` prints the heap figures alone; `-- --snapshot` adds where the heap goes, by kind
// and machine code by script (scripts/heap-snapshot.ts). `-- --first-load [routes…]` and
// `-- --continue` print the throttled first-load table and the Continue timings instead
// (scripts/throttled-timings.ts, on the build alone).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { distDir } from '../server/dist-dir.ts';
import { buildProgram, walkApplication } from './flow-walk';
import { heapAtEnd, snapshotAtEnd } from './heap';
import { bootupTimes, lighthouse, longTasks, observedTasks, type Report } from './lighthouse-run';
import { beforeAfter, bytesAndFiles, KiB, MiB, median, withSpread } from './measure-format';
import {
  type Bytes,
  launchBrowser,
  newPage,
  type Server,
  startServer,
  toCoverageAnswer,
  type Weight,
  weigh,
} from './page-weight';
import { continueTimings, firstLoads } from './throttled-timings';

const args = process.argv.slice(2);
const beforeArg = args.indexOf('--before');
const beforeDir =
  (beforeArg >= 0 ? args[beforeArg + 1] : undefined) ?? process.env.MEASURE_BEFORE ?? undefined;
const LIGHTHOUSE_RUNS = Number(process.env.MEASURE_LIGHTHOUSE_RUNS ?? 5);
const HEAP_RUNS = Number(process.env.MEASURE_HEAP_RUNS ?? 5);
const INFORMATION = ['/', '/AboutACPPage', '/BlogPage', '/CheckEnrollStatusPage'];

interface Build {
  name: 'before' | 'after';
  dir: string;
  server: Server;
}

/**
 * Run `measure` on each build, `runs` times, the builds alternating within each repetition
 * (and which goes first alternating too), so a machine that slows down mid-run weighs on both.
 */
async function alternating<T>(
  builds: readonly Build[],
  runs: number,
  measure: (build: Build) => Promise<T>,
): Promise<Map<Build['name'], T[]>> {
  const results = new Map<Build['name'], T[]>(builds.map((b) => [b.name, []]));
  for (let run = 0; run < runs; run += 1) {
    const order = run % 2 === 0 ? builds : [...builds].reverse();
    for (const build of order) results.get(build.name)?.push(await measure(build));
  }
  return results;
}

/** A line: its label, then the figure on the build before (when measured) → after. */
function line(label: string, figures: Map<Build['name'], string[]>): string {
  const after = figures.get('after')?.[0] ?? 'n/a';
  const before = figures.get('before')?.[0];
  return `  ${label.padEnd(44)} ${beforeAfter(after, before)}`;
}

const asText = (results: Map<Build['name'], Bytes[]>) =>
  new Map(
    [...results].map(([name, list]) => [name, list.map((b) => bytesAndFiles(b.bytes, b.files))]),
  );

async function bytes(browser: Browser, builds: readonly Build[]) {
  console.log(
    '\n1. Bytes: gzip JavaScript (encoded body sizes of .js, the browser offering gzip alone), one unthrottled load each; usable = main heading shown in a page React took over, idle = networkidle + 500 ms; first visits with the cache disabled. To the coverage answer: a fresh /ZipCodePage left to settle (as while a person types), 10001 submitted, counted when the answer heading shows.',
  );
  const zip = await alternating(builds, 1, (b) => weigh(browser, b.server.origin, '/ZipCodePage'));
  const pick = (results: Map<Build['name'], Weight[]>, moment: 'usable' | 'idle') =>
    new Map([...results].map(([name, list]) => [name, list.map((w) => w[moment])]));
  console.log(line('/ZipCodePage usable', asText(pick(zip, 'usable'))));
  console.log(line('/ZipCodePage after network idle', asText(pick(zip, 'idle'))));
  const answer = await alternating(builds, 1, (b) => toCoverageAnswer(browser, b.server.origin));
  console.log(line('to the coverage answer (zip 10001)', asText(answer)));

  console.log(
    "  Flow pages: one whole application driven in Chromium, each screen then opened again in a tab holding the walk's storage there (a reload), cache disabled; usable / after network idle:",
  );
  const walked = await alternating(builds, 1, async (b) => {
    const page = await newPage(browser, b.server.origin);
    const screens = await walkApplication(page, b.server.origin, buildProgram(b.dir)).finally(() =>
      page.context().close(),
    );
    const weights = new Map<string, Weight>();
    for (const screen of screens) {
      const weight = await weigh(browser, b.server.origin, screen.url, screen);
      if (weight.landed !== screen.url || weight.heading !== screen.heading) {
        throw new Error(
          `${b.name}: ${screen.url} ("${screen.heading}") reloaded as ${weight.landed} ("${weight.heading}")`,
        );
      }
      // By path: the order's id differs between the builds' walks.
      weights.set(screen.url.replace(/([?&](orderId)=)[^&]*/, '$1…'), weight);
    }
    return weights;
  });
  const walks = new Map([...walked].map(([name, list]) => [name, list[0] as Map<string, Weight>]));
  const urls = [...new Set([...walks.values()].flatMap((m) => [...m.keys()]))];
  for (const url of urls) {
    const figures = new Map(
      [...walks].map(([name, weights]) => {
        const w = weights.get(url);
        return [
          name,
          [
            w
              ? `${bytesAndFiles(w.usable.bytes, w.usable.files)} / ${bytesAndFiles(w.idle.bytes, w.idle.files)}`
              : 'not reached',
          ],
        ];
      }),
    );
    console.log(line(`  ${url}`, figures));
  }

  console.log('  Information pages (and the status lookup), usable / after network idle:');
  for (const route of INFORMATION) {
    const results = await alternating(builds, 1, (b) => weigh(browser, b.server.origin, route));
    const figures = new Map(
      [...results].map(([name, list]) => [
        name,
        list.map((w) =>
          w.landed === route
            ? `${bytesAndFiles(w.usable.bytes, w.usable.files)} / ${bytesAndFiles(w.idle.bytes, w.idle.files)}`
            : `landed on ${w.landed}`,
        ),
      ]),
    );
    console.log(line(`  ${route}`, figures));
  }
}

async function blockingTime(builds: readonly Build[]) {
  // Each run keeps its trace, so the median run's long tasks can be read in it too.
  const artifacts = mkdtempSync(join(tmpdir(), 'measure-lighthouse-'));
  try {
    await lighthouseRuns(builds, artifacts);
  } finally {
    rmSync(artifacts, { recursive: true, force: true });
  }
}

async function lighthouseRuns(builds: readonly Build[], artifacts: string) {
  console.log(
    `\n2. Lighthouse 12.8.2 on /ZipCodePage, mobile, --throttling-method=simulate (its default: a fast localhost load replayed through its 4x CPU / slow 4G model; on localhost that load is so fast the model's ordering of the first frame and the scripts varies run to run), median of ${LIGHTHOUSE_RUNS}, builds alternating; spread = min–max; every run:`,
  );
  const traces = new Map<Report, string>();
  const reports = await alternating(builds, LIGHTHOUSE_RUNS, async (b) => {
    const dir = join(artifacts, String(traces.size));
    const report = await lighthouse(`${b.server.origin}/ZipCodePage`, 'simulate', dir);
    traces.set(report, dir);
    return report;
  });
  const metric = (id: string) =>
    new Map(
      [...reports].map(([name, list]) => [
        name,
        [
          withSpread(
            list.map((r) => r.audits[id]?.numericValue ?? Number.NaN),
            (n) => `${Math.round(n)} ms`,
          ),
        ],
      ]),
    );
  console.log(line('total blocking time', metric('total-blocking-time')));
  console.log(line('first contentful paint', metric('first-contentful-paint')));
  console.log(line('largest contentful paint', metric('largest-contentful-paint')));
  const benchmark = new Map(
    [...reports].map(([name, list]) => [
      name,
      [String(Math.round(median(list.map((r) => r.environment.benchmarkIndex))))],
    ]),
  );
  console.log(line("this machine's benchmarkIndex (median)", benchmark));
  for (const [name, list] of reports) {
    const tbts = list.map((r) => r.audits['total-blocking-time']?.numericValue ?? Number.NaN);
    const middle = list[tbts.indexOf(median(tbts))] as Report;
    console.log(
      `  ${name}: long tasks of the median run (TBT ${Math.round(median(tbts))} ms), simulated ms:`,
    );
    for (const task of longTasks(middle)) {
      console.log(
        `    ${task.script.padEnd(40)} start ${String(Math.round(task.startTime)).padStart(5)}  duration ${String(Math.round(task.duration)).padStart(4)}`,
      );
    }
    const dir = traces.get(middle);
    if (dir) {
      console.log(
        `  ${name}: the same run's trace (observed, unthrottled; >= 12.5 ms is >= 50 ms at 4x): each task, what took longest in it and the scripts its events name (v8.evaluateModule evaluates a module graph: the page's chunks at once), ms:`,
      );
      for (const task of observedTasks(dir)) {
        const work = task.work.map(([what, ms]) => `${what} ${ms.toFixed(1)}`).join(', ');
        const scripts = task.scripts.map(([file, ms]) => `${file} ${ms.toFixed(1)}`).join(', ');
        console.log(
          `    start ${task.startTime.toFixed(0).padStart(4)}  duration ${task.duration.toFixed(1).padStart(5)}  ${work}${scripts ? `; scripts: ${scripts}` : ''}`,
        );
      }
    }
    console.log(`  ${name}: main-thread time by script (bootup-time) of that run, ms:`);
    for (const script of bootupTimes(middle).slice(0, 8)) {
      console.log(
        `    ${script.script.padEnd(40)} total ${String(Math.round(script.total)).padStart(5)}  scripting ${String(Math.round(script.scripting)).padStart(5)}  parse/compile ${String(Math.round(script.parse)).padStart(4)}`,
      );
    }
  }
}

async function heap(builds: readonly Build[]) {
  console.log(
    `\n3. JS heap at the end of a whole application (a fresh browser each time, its one tab: /ZipCodePage, zip 10001, the seven steps, the offer, the order's confirmation, network idle; driven over the DevTools protocol, so no script of the driver's is in the page), CDP Runtime.getHeapUsage usedSize after HeapProfiler.collectGarbage; median of ${HEAP_RUNS}, builds alternating; spread = min–max; every run:`,
  );
  const ends = await alternating(builds, HEAP_RUNS, (b) =>
    heapAtEnd(b.server.origin, buildProgram(b.dir)),
  );
  console.log(
    line(
      'heap after GC',
      new Map(
        [...ends].map(([name, list]) => [
          name,
          [
            withSpread(
              list.map((end) => end.heap),
              MiB,
            ),
          ],
        ]),
      ),
    ),
  );
  console.log(
    line(
      "the walk's JavaScript, all of it",
      new Map(
        [...ends].map(([name, list]) => {
          const last = list.at(-1)?.scripts;
          return [name, [last ? bytesAndFiles(last.bytes, last.files) : '–']];
        }),
      ),
    ),
  );
}

/** `-- --snapshot`: where the heap goes, from one snapshot at the end of one more walk per build. */
async function snapshotKinds(builds: readonly Build[]) {
  console.log(
    "\n4. One heap snapshot at the end of the same walk (after a forced collection), each build: self size by kind (V8's heap; Blink's own objects left out), then machine code by the script whose functions it was compiled for:",
  );
  for (const build of builds) {
    const { kinds, machineCodeByScript } = await snapshotAtEnd(
      build.server.origin,
      buildProgram(build.dir),
    );
    const total = kinds.reduce((sum, [, bytes]) => sum + bytes, 0);
    console.log(`  ${build.name}: ${MiB(total)} in the snapshot`);
    for (const [kind, bytes] of kinds.filter(([, b]) => b >= 10 * 1024)) {
      console.log(`    ${KiB(bytes).padStart(11)}  ${kind}`);
    }
    console.log(`  ${build.name}: machine code by script`);
    for (const [script, bytes] of machineCodeByScript.slice(0, 10)) {
      console.log(`    ${KiB(bytes).padStart(11)}  ${script}`);
    }
  }
}

async function main() {
  const started = Date.now();
  const port = Number(process.env.MEASURE_PORT ?? 4329);
  const servers: Server[] = [];
  const browser = await launchBrowser();
  try {
    const after: Build = { name: 'after', dir: distDir(), server: await startServer(port) };
    servers.push(after.server);
    if (args.includes('--continue') || args.includes('--first-load')) {
      if (args.includes('--first-load')) {
        const routes = args.filter((arg) => arg.startsWith('/'));
        await firstLoads(
          browser,
          after.server.origin,
          routes.length > 0 ? routes : ['/', '/AboutACPPage', '/BlogPage', '/ZipCodePage'],
        );
      }
      if (args.includes('--continue')) await continueTimings(browser, after.server.origin);
      return;
    }
    const builds: Build[] = [after];
    if (beforeDir) {
      const server = await startServer(port + 1, distDir(process.cwd(), { DIST_DIR: beforeDir }));
      servers.push(server);
      builds.unshift({
        name: 'before',
        dir: distDir(process.cwd(), { DIST_DIR: beforeDir }),
        server,
      });
    }
    console.log(
      beforeDir
        ? `Measuring ${after.dir} (after) against ${builds[0]?.dir} (before), each figure as before → after, the builds served side by side (ports ${port + 1} and ${port}) and measured alternately. Chromium, 360×740.`
        : `Measuring ${after.dir}, served on port ${port}. Chromium, 360×740.`,
    );
    // `-- --heap`: the heap alone (a few minutes rather than the whole run).
    if (!args.includes('--heap')) {
      await bytes(browser, builds);
      await blockingTime(builds);
    }
    await heap(builds);
    if (args.includes('--snapshot')) await snapshotKinds(builds);
    console.log(`\nMeasured in ${Math.round((Date.now() - started) / 1000)} s.`);
  } finally {
    await browser.close();
    for (const server of servers) server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
