import type { ReactElement } from 'react';

type Kind = 'plain' | 'success' | 'error';

let firstToast: (() => void) | null = null;
let raised = false;

/** The toast outlet (src/app/toast-outlet.tsx) mounts the toast list once a toast is raised. */
export function onFirstToast(listener: () => void): void {
  firstToast = listener;
  if (raised) listener();
}

/**
 * A toast (A §2). react-hot-toast's headless store arrives on first use, so no page pays for it
 * before anything happened; the outlet's toast list reads the same module, so it shows what was
 * raised here.
 */
export function notify(kind: Kind, message: string | ReactElement): void {
  if (!raised) {
    raised = true;
    firstToast?.();
  }
  void import('react-hot-toast/headless').then(
    ({ default: toast }) => {
      if (kind === 'plain') toast(message);
      else toast[kind](message);
    },
    // The chunk did not arrive (a lost connection): the page itself still shows the outcome.
    () => undefined,
  );
}
