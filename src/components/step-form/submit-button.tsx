import { Trans } from '@lingui/react/macro';
import type { MouseEvent, ReactNode } from 'react';

export interface SubmitButtonProps {
  /** The label when nothing is under way. */
  children: ReactNode;
  /** The flow is working: the button says so and ignores presses. */
  busy?: boolean;
  /** What the button says while busy; its usual label when not given. */
  busyLabel?: ReactNode;
  /** The last call timed out: pressing again sends it again (A §4). */
  timedOut?: boolean;
  className?: string;
}

/**
 * The submit button of a step. Never `disabled`, so it keeps focus and stays readable; while
 * busy it is aria-disabled and a press does not submit the form a second time.
 */
export function SubmitButton({
  children,
  busy = false,
  busyLabel,
  timedOut = false,
  className = 'button',
}: SubmitButtonProps) {
  const ignoreWhileBusy = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) event.preventDefault();
  };
  return (
    <button
      type="submit"
      className={className}
      aria-disabled={busy || undefined}
      onClick={ignoreWhileBusy}
    >
      {busy && busyLabel ? busyLabel : timedOut ? <Trans>Resubmit</Trans> : children}
    </button>
  );
}
