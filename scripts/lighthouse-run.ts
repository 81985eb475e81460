// Lighthouse 12.8 (the last line that runs on Node 20; 13 needs 22.19), fetched by npx on
// first use rather than kept in package.json, so `npm ci` stays 185 MB lighter. One run of
// its mobile performance audit (a Moto G–sized screen, 4x slower CPU, slow 4G) on a URL,
// shared by `npm run lighthouse` and `npm run measure`.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
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

export async function lighthouse(url: string, method: Method): Promise<Report> {
  const { stdout } = await run(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
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
