// `npm run lighthouse`: Lighthouse itself (its mobile run: a Moto G–sized screen, 4x slower
// CPU and slow 4G) on the first screens, LCP and total blocking time as medians of a few runs,
// both ways Lighthouse throttles: simulated (its default, which replays a fast local load
// through a model; on localhost that load is so fast that whether the first frame lands before
// or after the scripts is a coin toss, which the model then reads as render-blocking) and
// applied (devtools: the page really loads throttled). Lighthouse itself is fetched by npx on
// first use (scripts/lighthouse-run.ts). Run `npm run build` first. Routes given as arguments
// replace the default ones; LIGHTHOUSE_RUNS sets the number of runs.
import { lighthouse, type Report } from './lighthouse-run';
import { startServer } from './page-weight';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const routes = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const targets = routes.length > 0 ? routes : ['/', '/ZipCodePage'];

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function main() {
  const server = await startServer(Number(process.env.LIGHTHOUSE_PORT ?? 4339));
  const benchmarks: number[] = [];
  try {
    console.log(`Lighthouse, mobile (4x CPU, slow 4G), median of ${RUNS}:`);
    console.log('route                 throttling  FCP       LCP       TBT      score');
    for (const route of targets) {
      for (const method of ['simulate', 'devtools'] as const) {
        const reports: Report[] = [];
        for (let i = 0; i < RUNS; i += 1) {
          reports.push(await lighthouse(`${server.origin}${route}`, method));
        }
        benchmarks.push(...reports.map((r) => r.environment.benchmarkIndex));
        const metric = (id: string) =>
          median(reports.map((r) => r.audits[id]?.numericValue ?? Number.NaN));
        const score = median(reports.map((r) => r.categories.performance.score ?? 0));
        console.log(
          `${route.padEnd(20)}  ${method.padEnd(9)} ${`${Math.round(metric('first-contentful-paint'))} ms`.padStart(8)}  ${`${Math.round(metric('largest-contentful-paint'))} ms`.padStart(8)}  ${`${Math.round(metric('total-blocking-time'))} ms`.padStart(7)}   ${Math.round(score * 100)}   (Lighthouse ${reports[0]?.lighthouseVersion})`,
        );
      }
    }
    // 4x is relative to this machine: DevTools' CPU calibration puts a low-tier phone at about
    // 264 and a Pixel 5 at about 1000, so the phone emulated here is this index over four.
    const index = Math.round(median(benchmarks));
    console.log(
      `\nThis machine's Lighthouse benchmarkIndex: ${index} (median): 4x emulates a phone of about ${Math.round(index / 4)} (a low-tier phone ≈ 264, a Pixel 5 ≈ 1000).`,
    );
  } finally {
    server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
