// D32: when the flow is wiped while the applicant is away (D14's 72 minutes ran out with the
// tab open, or the tab came back after them), the next page says so until they dismiss it. A
// toast was gone before they looked. D60: so does a flow kept in the tab that this build could
// not read (an earlier build's, or one altered in storage), which is wiped as it is found.
// Kept in this tab's memory: it is about this visit only, and holds nothing personal.

/** Why the answers were wiped: the 72 minutes, or a kept flow this build could not read. */
export type WipedNotice = 'expired' | 'unreadable';

let shown: WipedNotice | null = null;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

function raise(notice: WipedNotice): void {
  if (shown === notice) return;
  shown = notice;
  changed();
}

/** The answers were wiped after the 72 minutes: show the notice until it is dismissed. */
export function raiseExpiryNotice(): void {
  raise('expired');
}

/** D60: the kept flow could not be read and was wiped: show the notice until it is dismissed. */
export function raiseUnreadableNotice(): void {
  raise('unreadable');
}

export function dismissExpiryNotice(): void {
  if (shown === null) return;
  shown = null;
  changed();
}

/** Which notice is on show, if any. */
export function expiryNoticeShown(): WipedNotice | null {
  return shown;
}

export function subscribeExpiryNotice(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
