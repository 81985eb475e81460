// What this site keeps in the tab's sessionStorage (D14), in one place, so the privacy page
// (issue 16 §5, DEC-140) can clear all of it without loading the flow, and so its words and
// the code cannot drift apart. The owners read and write their own key: the flow
// (src/app/flow/flow-storage.ts), the enrolment intent keys (src/app/flow/intent-keys.ts) and
// the partner code (referral-code.ts), the representative's shift (src/app/flow/shift-storage.ts).

export const TAB_KEYS = {
  flow: 'acp.flow',
  intentKeys: 'acp.intent-keys',
  referralCode: 'acp.referralCode',
  // D57: the representative's ID for the shift, apart from any applicant's answers.
  representative: 'acp.representative',
} as const;

/** D14: the flow lives for 72 minutes after its last change. */
export const FLOW_LIFETIME_MS = 72 * 60 * 1000;

const listeners = new Set<() => void>();

/**
 * Called when the tab's stored answers are cleared: code that holds a copy in memory (the
 * running flow, the intent keys) lets go of it. Registered when that code loads, which is
 * the only time it holds anything.
 */
export function onTabForgotten(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The privacy page's "clear": every key above, and the copies in memory. The language stays. */
export function forgetTab(): void {
  // The copies in memory first, so nothing they do on letting go is saved after the clear.
  for (const listener of listeners) listener();
  for (const key of Object.values(TAB_KEYS)) {
    try {
      sessionStorage.removeItem(key);
    } catch {
      // Storage blocked: nothing was kept.
    }
  }
}
