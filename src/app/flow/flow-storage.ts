import type { Snapshot } from 'xstate';
import { FLOW_LIFETIME_MS, TAB_KEYS } from '../../lib/tab-storage';

export { FLOW_LIFETIME_MS };

// D14: the flow lives in this tab's sessionStorage for 72 minutes after its last change, so a
// reload or a phone killing the tab loses nothing; nothing personal goes to localStorage.
const FLOW_KEY = TAB_KEYS.flow;

interface StoredFlow {
  savedAt: number;
  snapshot: Snapshot<unknown>;
}

export function loadFlow(now = Date.now()): Snapshot<unknown> | undefined {
  let stored: StoredFlow;
  try {
    const text = sessionStorage.getItem(FLOW_KEY);
    if (!text) return undefined;
    stored = JSON.parse(text) as StoredFlow;
  } catch {
    clearFlow();
    return undefined;
  }
  if (typeof stored.savedAt !== 'number' || now - stored.savedAt > FLOW_LIFETIME_MS) {
    clearFlow();
    return undefined;
  }
  return stored.snapshot;
}

export function saveFlow(snapshot: Snapshot<unknown>, now = Date.now()): void {
  try {
    sessionStorage.setItem(FLOW_KEY, JSON.stringify({ savedAt: now, snapshot }));
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
