// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bootupTimes, longTasks, type Report, scriptName } from '../../scripts/lighthouse-run';
import {
  beforeAfter,
  bytesAndFiles,
  kB,
  MB,
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

  it('writes kB as 1024 bytes and MB as 1024 × 1024 bytes', () => {
    expect(kB(145.2 * 1024)).toBe('145.2');
    expect(MB(7 * 1024 * 1024)).toBe('7.00');
    expect(bytesAndFiles(1536, 3)).toBe('1.5 kB (3 files)');
  });

  it('puts the build before the change first, and the figure alone without one', () => {
    expect(beforeAfter('110.0 kB', '145.2 kB')).toBe('145.2 kB → 110.0 kB');
    expect(beforeAfter('110.0 kB')).toBe('110.0 kB');
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
