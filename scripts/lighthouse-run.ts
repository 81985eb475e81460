// Lighthouse 12.8 (the last line that runs on Node 20; 13 needs 22.19), fetched by npx on
// first use rather than kept in package.json, so `npm ci` stays 185 MB lighter. One run of
// its mobile performance audit (a Moto G–sized screen, 4x slower CPU, slow 4G) on a URL,
// shared by `npm run lighthouse` and `npm run measure`.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const LIGHTHOUSE = 'lighthouse@12.8.2';

const chrome =
  process.env.CHROME_PATH ??
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

interface Item {
  url?: string;
  duration?: number;
  startTime?: number;
  total?: number;
  scripting?: number;
  scriptParseCompile?: number;
}

export interface Report {
  lighthouseVersion: string;
  audits: Record<string, { numericValue?: number; details?: { items?: Item[] } }>;
  categories: { performance: { score: number | null } };
  environment: { benchmarkIndex: number };
}

export type Method = 'simulate' | 'devtools';

const run = promisify(execFile);

/**
 * One Lighthouse run. With `artifactsDir`, Lighthouse also keeps what it gathered there
 * (`-GA`: the trace it simulated from, defaultPass.trace.json), for observedTasks.
 */
export async function lighthouse(
  url: string,
  method: Method,
  artifactsDir?: string,
): Promise<Report> {
  const { stdout } = await run(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      ...(artifactsDir ? [`-GA=${artifactsDir}`] : []),
      '--only-categories=performance',
      `--throttling-method=${method}`,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    { env: { ...process.env, ...(chrome ? { CHROME_PATH: chrome } : {}) }, maxBuffer: 64e6 },
  );
  return JSON.parse(stdout) as Report;
}

/**
 * A script's file name (a chunk's); a URL that is no script is the page itself (its HTML,
 * inline scripts and, as Lighthouse attributes them, module scripts it could not pin on a
 * file); Lighthouse's own "Unattributable" (work no URL owns: layout, style, GC) stays so.
 */
export function scriptName(url: string | undefined): string {
  if (!url) return 'Unattributable';
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return url;
  }
  if (!pathname.endsWith('.js')) return `document ${pathname}`;
  return pathname.split('/').pop() || pathname;
}

export interface LongTask {
  script: string;
  /** ms, as Lighthouse gives them (simulated, under its mobile throttling). */
  startTime: number;
  duration: number;
}

/** The report's long tasks ('long-tasks' audit), each with the script it belongs to. */
export function longTasks(report: Report): LongTask[] {
  return (report.audits['long-tasks']?.details?.items ?? []).map((item) => ({
    script: scriptName(item.url),
    startTime: item.startTime ?? Number.NaN,
    duration: item.duration ?? Number.NaN,
  }));
}

export interface ScriptTime {
  script: string;
  /** ms of main-thread time in all, and of it scripting and parse/compile. */
  total: number;
  scripting: number;
  parse: number;
}

/** Main-thread time per script ('bootup-time' audit), the heaviest first. */
export function bootupTimes(report: Report): ScriptTime[] {
  return (report.audits['bootup-time']?.details?.items ?? [])
    .map((item) => ({
      script: scriptName(item.url),
      total: item.total ?? 0,
      scripting: item.scripting ?? 0,
      parse: item.scriptParseCompile ?? 0,
    }))
    .sort((a, b) => b.total - a.total);
}

interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: {
    name?: string;
    fileName?: string;
    data?: { url?: string; stackTrace?: { url?: string }[] };
  };
}

export interface ObservedTask {
  /** ms after the trace's first task on the page's main thread, unthrottled. */
  startTime: number;
  duration: number;
  /** The kinds of work inside it that took longest (trace event names), ms. */
  work: [string, number][];
  /** The scripts its events name (compile, evaluation, calls), ms. */
  scripts: [string, number][];
}

/** The script an event names, if any. */
function eventScript(event: TraceEvent): string | undefined {
  const url =
    event.args?.data?.url ?? event.args?.fileName ?? event.args?.data?.stackTrace?.[0]?.url;
  return url && /\.js($|\?)/.test(url) ? scriptName(url) : undefined;
}

const top = (totals: Map<string, number>, count: number): [string, number][] =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, us]) => [name, us / 1000]);

/**
 * The page's main-thread tasks, as the trace Lighthouse simulated from observed them
 * (unthrottled), that its 4x CPU makes long (>= 12.5 ms, i.e. 50 ms at 4x), each with the work
 * and the scripts inside it. Lighthouse's own long-tasks audit puts a task down to one URL,
 * often the document (a module graph's evaluation, layout); the trace says what it was.
 */
export function observedTasks(artifactsDir: string, minMs = 12.5): ObservedTask[] {
  const trace = JSON.parse(readFileSync(join(artifactsDir, 'defaultPass.trace.json'), 'utf8')) as {
    traceEvents: TraceEvent[];
  };
  const events = trace.traceEvents;
  // The page's main thread: the renderer main thread with the most events (others are
  // Lighthouse's own pages).
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const onThread = (m: TraceEvent) =>
    events.filter((e) => e.pid === m.pid && e.tid === m.tid && e.ph === 'X');
  const threads = mains.map(onThread).sort((a, b) => b.length - a.length);
  const thread = (threads[0] ?? []).sort((a, b) => a.ts - b.ts);
  const runTasks = thread.filter((e) => e.name === 'RunTask');
  const origin = runTasks[0]?.ts ?? 0;
  const tasks: ObservedTask[] = [];
  let coveredUntil = Number.NEGATIVE_INFINITY;
  for (const task of runTasks) {
    const end = task.ts + (task.dur ?? 0);
    // A task nested in another is part of it.
    if (task.ts < coveredUntil) continue;
    coveredUntil = end;
    if ((task.dur ?? 0) < minMs * 1000) continue;
    const work = new Map<string, number>();
    const scripts = new Map<string, number>();
    for (const event of thread) {
      if (event === task || event.ts < task.ts || event.ts >= end) continue;
      // Rundown events list the scripts present for the tracer: bookkeeping, not work.
      if (event.name === 'RunTask' || event.cat?.includes('rundown')) continue;
      work.set(event.name, (work.get(event.name) ?? 0) + (event.dur ?? 0));
      const script = eventScript(event);
      if (script) scripts.set(script, (scripts.get(script) ?? 0) + (event.dur ?? 0));
    }
    tasks.push({
      startTime: (task.ts - origin) / 1000,
      duration: (task.dur ?? 0) / 1000,
      work: top(work, 3),
      scripts: top(scripts, 3),
    });
  }
  return tasks;
}
