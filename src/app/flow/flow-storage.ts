import type { Snapshot } from 'xstate';
import { FLOW_LIFETIME_MS, TAB_KEYS } from '../../lib/tab-storage';

export { FLOW_LIFETIME_MS };

// D14: the flow lives in this tab's sessionStorage for 72 minutes after its last change, so a
// reload or a phone killing the tab loses nothing; nothing personal goes to localStorage.
const FLOW_KEY = TAB_KEYS.flow;

/**
 * The layout of what is kept (D60): raised when a build keeps the flow in another form, so a
 * tab holding an earlier form drops it rather than read it as this one. A kept flow without a
 * version is the first form, `{ savedAt, snapshot }`, which this one extends.
 */
export const FLOW_FORMAT = 2;
const READABLE_FORMATS: readonly unknown[] = [undefined, 1, FLOW_FORMAT];

interface StoredFlow {
  savedAt: number;
  format?: number;
  snapshot: Snapshot<unknown>;
}

/**
 * What the tab holds: nothing, a flow past its 72 minutes (wiped now), one in a form this build
 * does not write (wiped now, D60), or a kept snapshot, still to be read through the machine.
 */
export type KeptFlow =
  | { kind: 'none' }
  | { kind: 'expired' }
  | { kind: 'unreadable' }
  | { kind: 'kept'; snapshot: unknown };

export function loadFlow(now = Date.now()): KeptFlow {
  let stored: Partial<StoredFlow>;
  try {
    const text = sessionStorage.getItem(FLOW_KEY);
    if (!text) return { kind: 'none' };
    stored = JSON.parse(text) as Partial<StoredFlow>;
    if (typeof stored !== 'object' || stored === null) throw new TypeError('not a kept flow');
  } catch {
    clearFlow();
    return { kind: 'unreadable' };
  }
  if (typeof stored.savedAt === 'number' && now - stored.savedAt > FLOW_LIFETIME_MS) {
    clearFlow();
    return { kind: 'expired' };
  }
  if (typeof stored.savedAt !== 'number' || !READABLE_FORMATS.includes(stored.format)) {
    clearFlow();
    return { kind: 'unreadable' };
  }
  return { kind: 'kept', snapshot: stored.snapshot };
}

export function saveFlow(snapshot: Snapshot<unknown>, now = Date.now()): void {
  try {
    sessionStorage.setItem(
      FLOW_KEY,
      JSON.stringify({ savedAt: now, format: FLOW_FORMAT, snapshot } satisfies StoredFlow),
    );
  } catch {
    // Storage full or blocked: the flow still works for as long as the tab stays open.
  }
}

export function clearFlow(): void {
  try {
    sessionStorage.removeItem(FLOW_KEY);
  } catch {
    // Nothing to clear.
  }
}

/** When the flow was last saved, or null when nothing is stored. */
export function flowSavedAt(): number | null {
  try {
    const text = sessionStorage.getItem(FLOW_KEY);
    if (!text) return null;
    const { savedAt } = JSON.parse(text) as StoredFlow;
    return typeof savedAt === 'number' ? savedAt : null;
  } catch {
    return null;
  }
}

/** D14's "way to extend": the 72 minutes start again from now. */
export function touchFlow(now = Date.now()): void {
  try {
    const text = sessionStorage.getItem(FLOW_KEY);
    if (!text) return;
    const stored = JSON.parse(text) as StoredFlow;
    sessionStorage.setItem(FLOW_KEY, JSON.stringify({ ...stored, savedAt: now }));
  } catch {
    // Nothing to extend.
  }
}
