// How `npm run measure` states a figure: medians with their spread, and the build before the
// change beside the build after it. Plain functions (tests/scripts/measure-format.test.ts).

/** KiB (1,024 bytes), one decimal, with the unit. */
export const KiB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** MiB (1,024 × 1,024 bytes), two decimals, with the unit. */
export const MiB = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(2)} MiB`;

/** The median (for an even count, the upper of the two middle values). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * A median with its spread: "257 (161–571; 161, 203, 257, 300, 571)": the median, then the
 * lowest and highest, then every value in the order measured.
 */
export function withSpread(values: readonly number[], format: (n: number) => string): string {
  if (values.length === 0) return 'n/a';
  const low = Math.min(...values);
  const high = Math.max(...values);
  return `${format(median(values))} (${format(low)}–${format(high)}; ${values.map(format).join(', ')})`;
}

/** One figure on both builds: "before → after", or the figure alone with no before. */
export function beforeAfter(after: string, before?: string): string {
  return before === undefined ? after : `${before} → ${after}`;
}

/** Bytes and files: "145.2 KiB (36 files)". */
export function bytesAndFiles(bytes: number, files: number): string {
  return `${KiB(bytes)} (${files} files)`;
}
