// Issue 28 §11: on a weak phone line the app's own code and words (a page's chunk, a catalog,
// the guidance, a call's client) may fail to arrive. Such a failure is the connection, not a
// bug, and it must never be remembered: the next press, or the connection coming back, fetches
// again. (Browsers no longer keep a failed import() either: whatwg/html#10327.)

/**
 * What did not arrive; `retry` fetches it again, and resolves once it is here. `cause` is the
 * load's own error, which names the file that failed (the update probe asks for it, DEC-188).
 */
export class LoadFailure extends Error {
  readonly retry: () => Promise<unknown>;

  constructor(retry: () => Promise<unknown>, cause?: unknown) {
    super('not loaded', { cause });
    this.retry = retry;
  }
}

/**
 * `load`, started once and shared while on its way and once here; a failure is forgotten, so
 * the next call starts it again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
