import { Trans } from '@lingui/react/macro';
import { Component, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { canonicalPath, isFlowPath } from '../config/paths';

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

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <InternalErrorDialog /> : this.props.children;
  }
}

/**
 * Around every page: the dialog above when drawing the page throws, and nothing while a
 * page's code first arrives (navigations keep the previous page on show meanwhile, as the
 * router moves in a transition). Another URL starts afresh.
 */
export function PageBoundary() {
  const { pathname } = useLocation();
  // A new page starts with a fresh boundary; but the flow's screens are one page whose URL
  // follows the machine, and a remount there would wipe what the applicant just typed.
  const canonical = canonicalPath(pathname);
  const key = canonical && isFlowPath(canonical) ? 'flow' : pathname;
  return (
    <Boundary key={key}>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </Boundary>
  );
}
