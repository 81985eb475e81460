// D32: when the flow is wiped while the applicant is away (D14's 72 minutes ran out with the
// tab open, or the tab came back after them), the next page says so until they dismiss it. A
// toast was gone before they looked. Kept in this tab's memory: it is about this visit only,
// and holds nothing personal.

let expired = false;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** The answers were wiped: show the notice until it is dismissed. */
export function raiseExpiryNotice(): void {
  if (expired) return;
  expired = true;
  changed();
}

export function dismissExpiryNotice(): void {
  if (!expired) return;
  expired = false;
  changed();
}

export function expiryNoticeShown(): boolean {
  return expired;
}

export function subscribeExpiryNotice(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
