// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  bootupTimes,
  longTasks,
  observedTasks,
  type Report,
  scriptName,
} from '../../scripts/lighthouse-run';
import {
  beforeAfter,
  bytesAndFiles,
  KiB,
  MiB,
  median,
  withSpread,
} from '../../scripts/measure-format';

describe('how npm run measure states a figure', () => {
  it('takes the middle value as the median (the upper middle for an even count)', () => {
    expect(median([265, 135, 145, 87, 262])).toBe(145);
    expect(median([3, 1, 2, 4])).toBe(3);
    expect(median([])).toBeNaN();
  });

  it('gives the median, then min–max, then every run in the order measured', () => {
    const ms = (n: number) => `${Math.round(n)} ms`;
    expect(withSpread([265, 135, 145, 87, 262], ms)).toBe(
      '145 ms (87 ms–265 ms; 265 ms, 135 ms, 145 ms, 87 ms, 262 ms)',
    );
    expect(withSpread([], ms)).toBe('n/a');
  });

  it('writes KiB as 1024 bytes and MiB as 1024 × 1024 bytes, with the unit', () => {
    expect(KiB(145.2 * 1024)).toBe('145.2 KiB');
    expect(MiB(7 * 1024 * 1024)).toBe('7.00 MiB');
    expect(bytesAndFiles(1536, 3)).toBe('1.5 KiB (3 files)');
  });

  it('puts the build before the change first, and the figure alone without one', () => {
    expect(beforeAfter('110.0 KiB', '145.2 KiB')).toBe('145.2 KiB → 110.0 KiB');
    expect(beforeAfter('110.0 KiB')).toBe('110.0 KiB');
  });
});

describe("what a Lighthouse report's long tasks are put down to", () => {
  it('names a chunk by its file, the page by its path, and keeps Unattributable', () => {
    expect(scriptName('http://127.0.0.1:4511/assets/client-DvWxDHZe.js')).toBe(
      'client-DvWxDHZe.js',
    );
    expect(scriptName('http://127.0.0.1:4511/ZipCodePage')).toBe('document /ZipCodePage');
    expect(scriptName('Unattributable')).toBe('Unattributable');
    expect(scriptName(undefined)).toBe('Unattributable');
  });

  it('reads long-tasks and bootup-time, the heaviest script first', () => {
    const report = {
      lighthouseVersion: '12.8.2',
      categories: { performance: { score: 0.9 } },
      environment: { benchmarkIndex: 2000 },
      audits: {
        'long-tasks': {
          details: {
            items: [{ url: 'http://x/assets/index-a.js', startTime: 603.4, duration: 94.2 }],
          },
        },
        'bootup-time': {
          details: {
            items: [
              { url: 'http://x/assets/a.js', total: 10, scripting: 8, scriptParseCompile: 1 },
              { url: 'http://x/assets/b.js', total: 90, scripting: 70, scriptParseCompile: 5 },
            ],
          },
        },
      },
    } satisfies Report;
    expect(longTasks(report)).toEqual([{ script: 'index-a.js', startTime: 603.4, duration: 94.2 }]);
    expect(bootupTimes(report).map((s) => [s.script, s.total, s.scripting, s.parse])).toEqual([
      ['b.js', 90, 70, 5],
      ['a.js', 10, 8, 1],
    ]);
  });
});

describe('the long tasks read in the trace Lighthouse simulated from', () => {
  it("keeps the page's main-thread tasks of 12.5 ms or more, with their work and scripts", () => {
    const page = { pid: 1, tid: 1 };
    const other = { pid: 2, tid: 2 };
    const x = (
      at: { pid: number; tid: number },
      name: string,
      ts: number,
      dur: number,
      args = {},
    ) => ({
      ...at,
      ph: 'X',
      name,
      ts,
      dur,
      args,
    });
    const traceEvents = [
      { ...page, ph: 'M', name: 'thread_name', ts: 0, args: { name: 'CrRendererMain' } },
      { ...other, ph: 'M', name: 'thread_name', ts: 0, args: { name: 'CrRendererMain' } },
      x(page, 'RunTask', 1_000, 5_000),
      x(page, 'RunTask', 10_000, 30_000),
      x(page, 'Layout', 11_000, 20_000),
      x(page, 'RunTask', 12_000, 1_000),
      x(page, 'RunTask', 50_000, 20_000),
      x(page, 'v8.compileModule', 51_000, 4_000, {
        fileName: 'http://x/assets/flow-screen-A1.js',
      }),
      x(page, 'ScriptCatchup', 52_000, 9_000, { data: { url: 'http://x/assets/other.js' } }),
      x(page, 'FunctionCall', 56_000, 10_000, { data: { url: 'http://x/assets/index-B2.js' } }),
      x(page, 'Paint', 67_000, 1_000),
      x(other, 'RunTask', 0, 90_000),
    ].map((event) =>
      event.name === 'ScriptCatchup'
        ? { ...event, cat: 'disabled-by-default-devtools.v8-source-rundown' }
        : event,
    );
    const dir = mkdtempSync(join(tmpdir(), 'observed-tasks-'));
    try {
      writeFileSync(join(dir, 'defaultPass.trace.json'), JSON.stringify({ traceEvents }));
      expect(observedTasks(dir)).toEqual([
        { startTime: 9, duration: 30, work: [['Layout', 20]], scripts: [] },
        {
          startTime: 49,
          duration: 20,
          work: [
            ['FunctionCall', 10],
            ['v8.compileModule', 4],
            ['Paint', 1],
          ],
          scripts: [
            ['index-B2.js', 10],
            ['flow-screen-A1.js', 4],
          ],
        },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
