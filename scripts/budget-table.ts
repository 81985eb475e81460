// The JavaScript budgets `npm run budgets` holds the build to (issue 18 §2, DEC-160), in one
// table: gzip bytes of the scripts fetched, counted by scripts/page-weight.ts. Plain data and
// plain functions, so tests/scripts/budget-table.test.ts reads the same table the check does.

export const KB = 1024;

/** Which moment of a load a budget counts to. */
export type Moment = 'usable' | 'idle';

export interface Budget {
  /** What the row holds, in words. */
  what: string;
  moment: Moment;
  /** The target, which CI holds: kB (1 kB = 1024 bytes) of gzip JavaScript. */
  kB: number;
}

/** Every budget, by what it covers. */
export const BUDGETS = {
  /** The first form page, usable: its main heading shown in a page React took over. */
  zipUsable: { what: '/ZipCodePage, usable', moment: 'usable', kB: 110 },
  /** The same page once the network is idle: what it fetches ahead counts too. */
  zipIdle: { what: '/ZipCodePage, network idle', moment: 'idle', kB: 120 },
  /** Every flow page the whole-application walk reaches, reloaded (a first load of it). */
  flowUsable: { what: 'a flow page, reloaded, usable', moment: 'usable', kB: 150.5 },
  /** The review, reloaded: it shows every step's words, so it loads every step's (DEC-200). */
  reviewUsable: { what: '/VerifyPage, reloaded, usable', moment: 'usable', kB: 159.5 },
  /** The status lookup, a flow page a fresh tab may open directly. */
  statusUsable: { what: '/CheckEnrollStatusPage, usable', moment: 'usable', kB: 138.5 },
  /** Information pages: the machine, the API client and the flow's pages stay out. */
  information: { what: 'an information page, usable', moment: 'usable', kB: 120 },
} as const satisfies Record<string, Budget>;

export type BudgetId = keyof typeof BUDGETS;

export type Verdict = 'ok' | 'OVER' | 'FAILED';

export interface Checked {
  route: string;
  budget: BudgetId;
  /** gzip bytes measured at the budget's moment. */
  bytes: number;
  /** Where the page ended up, when not where it was sent (a failure: nothing was measured). */
  landedElsewhere?: string;
  /** The scripts counted, largest first (path and gzip bytes). */
  scripts?: ReadonlyArray<{ path: string; bytes: number }>;
}

/**
 * A row's verdict: a route that landed elsewhere, or measured nothing, failed; one over its
 * target is over budget. Every target is held as it is: there is no ceiling above it (DEC-160).
 */
export function verdict(row: Checked): Verdict {
  if (row.landedElsewhere !== undefined || row.bytes <= 0) return 'FAILED';
  return row.bytes <= BUDGETS[row.budget].kB * KB ? 'ok' : 'OVER';
}

/** Whether CI passes a row: within its target. */
export const passes = (row: Checked) => verdict(row) === 'ok';

/** The table `npm run budgets` prints, one line a row, a header first. */
export function budgetLines(rows: readonly Checked[]): string[] {
  const lines = [
    `${'route'.padEnd(52)} ${'moment'.padEnd(7)} ${'JS kB'.padStart(7)} ${'target'.padStart(7)}  result`,
  ];
  for (const row of rows) {
    const budget: Budget = BUDGETS[row.budget];
    const result = verdict(row);
    const note = row.landedElsewhere !== undefined ? ` (landed on ${row.landedElsewhere})` : '';
    lines.push(
      `${row.route.padEnd(52)} ${budget.moment.padEnd(7)} ${(row.bytes / KB).toFixed(1).padStart(7)} ${budget.kB.toFixed(1).padStart(7)}  ${result}${note}`,
    );
  }
  return lines;
}

/**
 * Where an over-budget page's bytes went: its scripts, largest first, with the hash left out
 * of each name, so the one who broke a budget sees which chunk to look at.
 */
export function overBudgetDetail(rows: readonly Checked[], top = 12): string[] {
  const lines: string[] = [];
  for (const row of rows) {
    if (verdict(row) !== 'OVER' || !row.scripts?.length) continue;
    const shown = row.scripts.slice(0, top);
    const rest = row.scripts.slice(top).reduce((total, script) => total + script.bytes, 0);
    lines.push(`\n${row.route} (${BUDGETS[row.budget].moment}), ${row.scripts.length} scripts:`);
    for (const script of shown) {
      const name = script.path.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '.js');
      lines.push(`  ${(script.bytes / KB).toFixed(1).padStart(6)}  ${name}`);
    }
    if (rest > 0) {
      lines.push(`  ${(rest / KB).toFixed(1).padStart(6)}  ${row.scripts.length - top} more`);
    }
  }
  return lines;
}
