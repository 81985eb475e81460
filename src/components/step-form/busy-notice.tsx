import type { ReactNode } from 'react';

/**
 * What the flow is doing while the applicant waits. The status region is always in the page,
 * so screen readers announce the text when it appears.
 */
export function BusyNotice({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <div role="status" className={busy ? 'notice' : undefined}>
      {busy && <p>{children}</p>}
    </div>
  );
}
