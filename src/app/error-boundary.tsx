import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';

/**
 * A §8's "Internal Server Error" modal, for anything that breaks while drawing a page (a
 * chunk that failed to load on a weak connection, an unexpected bug). The flow is saved in
 * this tab, so reloading loses nothing.
 */
export function InternalErrorDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
  }, []);
  return (
    <dialog ref={ref} className="dialog" aria-labelledby="internal-error-title">
      <h2 id="internal-error-title">
        <Trans>Internal Server Error</Trans>
      </h2>
      <p>
        <Trans>
          Something went wrong on our side while showing this page. Your answers are saved in this
          browser tab. Please try again.
        </Trans>
      </p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        <Trans>Try Again</Trans>
      </button>
    </dialog>
  );
}
