import type { SandboxDb } from './sandbox-db.ts';

// Issue 39: a hosted sandbox's database and its write-ahead log only grew (a reader held 35.9 MB
// of WAL). Every `everyWrites` writes, and every `intervalMs` once started, rows older than
// `retentionDays` are deleted (an enrolment's order and an application's mismatch count go with
// them, by their foreign keys) and the WAL is checkpointed and truncated to nothing
// (`wal_checkpoint(TRUNCATE)`; a reader still inside it leaves it for the next time).

export type HousekeepingOptions = {
  /** Rows older than this many days are deleted (SANDBOX_RETENTION_DAYS). */
  retentionDays?: number;
  /** Writes between two runs. */
  everyWrites?: number;
  /** Time between two runs once `start()` is called. */
  intervalMs?: number;
  now?: () => Date;
};

export const DEFAULT_RETENTION_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The tables pruned, each by its own time; children go first, with their parents' rows. */
const PRUNED = [
  'idempotency_keys',
  'contact_messages',
  'agreement_records',
  'subscribers',
  'applications',
] as const;

/** When a table's row was written: the signed records (D56) say when they were received. */
const WRITTEN_AT: Partial<Record<(typeof PRUNED)[number], string>> = {
  agreement_records: 'received_at',
};

export type HousekeepingRun = {
  pruned: Record<(typeof PRUNED)[number], number>;
  /** What SQLite said of the checkpoint: busy (a reader held it), WAL pages, pages moved. */
  checkpoint: { busy: number; log: number; checkpointed: number } | null;
};

export class Housekeeping {
  readonly retentionDays: number;
  readonly everyWrites: number;
  readonly intervalMs: number;
  readonly #now: () => Date;
  #writes = 0;
  #timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    readonly db: SandboxDb,
    options: HousekeepingOptions = {},
  ) {
    this.retentionDays = options.retentionDays ?? DEFAULT_RETENTION_DAYS;
    this.everyWrites = options.everyWrites ?? 1000;
    this.intervalMs = options.intervalMs ?? 10 * 60 * 1000;
    this.#now = options.now ?? (() => new Date());
  }

  /** One more write: every `everyWrites`, a run. */
  noteWrite(): void {
    this.#writes += 1;
    if (this.#writes >= this.everyWrites) this.run();
  }

  run(): HousekeepingRun {
    this.#writes = 0;
    const cutoff = new Date(this.#now().getTime() - this.retentionDays * DAY_MS).toISOString();
    const pruned = this.db.transaction(() =>
      Object.fromEntries(
        PRUNED.map((table) => [
          table,
          this.db
            .prepare(`DELETE FROM ${table} WHERE ${WRITTEN_AT[table] ?? 'created_at'} < ?`)
            .run(cutoff).changes,
        ]),
      ),
    )() as HousekeepingRun['pruned'];
    return { pruned, checkpoint: this.#checkpoint() };
  }

  #checkpoint(): HousekeepingRun['checkpoint'] {
    if (this.db.memory || this.db.pragma('journal_mode', { simple: true }) !== 'wal') return null;
    const [row] = this.db.pragma('wal_checkpoint(TRUNCATE)') as {
      busy: number;
      log: number;
      checkpointed: number;
    }[];
    return row ?? null;
  }

  /** Runs every `intervalMs` too; the timer never keeps the process alive. */
  start(): void {
    this.#timer ??= setInterval(() => this.run(), this.intervalMs);
    this.#timer.unref?.();
  }

  stop(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }
}
