import { Trans } from '@lingui/react/macro';
import {
  Component,
  type ReactNode,
  Suspense,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { canonicalPath, isFlowPath } from '../config/paths';
import { LoadFailure } from '../lib/retry-load';
import { onSiteUpdated, siteReplaced, siteUpdated } from '../lib/site-replaced';

/**
 * A §8's "Internal Server Error" modal, for anything that breaks while drawing a page (an
 * unexpected bug; a page that did not arrive has the dialog below). The flow is saved in this
 * tab, so reloading loses nothing.
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

/**
 * Issue 28 §11: a page whose code or words did not arrive. Usually a weak line, not our
 * server: it says so, keeps the answers (they are in this tab, and nothing is reloaded), and
 * fetches again when pressed or as soon as the browser is back online; `onLoaded` draws the
 * page. But when a deploy has replaced the build this tab runs, no retry can bring the page:
 * it says the site was updated and offers a reload instead (DEC-188). Which one is asked of
 * the server before the dialog shows, and again after each try that fails.
 */
export function NotLoadedDialog({
  retry,
  onLoaded,
  failed,
  replaced = siteReplaced,
}: {
  retry: () => Promise<unknown>;
  onLoaded: () => void;
  /** The load's own error: it names the file that failed, which the probe asks for. */
  failed?: unknown;
  /** Whether the tab's build is gone from the server (tests give their own). */
  replaced?: (failed?: unknown) => Promise<boolean>;
}) {
  const [cause, setCause] = useState<'asking' | 'connection' | 'update'>('asking');
  const [trying, setTrying] = useState(false);
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    let current = true;
    replaced(failed).then((gone) => current && setCause(gone ? 'update' : 'connection'));
    return () => {
      current = false;
    };
  }, [replaced, failed]);
  const tryAgain = () => {
    if (trying || cause !== 'connection') return;
    setTrying(true);
    retry().then(onLoaded, async (error: unknown) => {
      const gone = await replaced(error);
      setTrying(false);
      setFailures((count) => count + 1);
      if (gone) setCause('update');
    });
  };
  // Every render, so the listener sees this render's state and props.
  useEffect(() => {
    window.addEventListener('online', tryAgain);
    return () => window.removeEventListener('online', tryAgain);
  });
  if (cause === 'asking') return null;
  // The frame shows it already when a call was the first to find the build gone.
  if (cause === 'update') return siteUpdated() ? null : <SiteUpdatedDialog />;
  return (
    <StayingDialog id="not-loaded">
      <h2 id="not-loaded-title">
        <Trans>The connection dropped</Trans>
      </h2>
      <p id="not-loaded-text">
        <Trans>
          This page could not be loaded because the connection dropped. Your answers are saved in
          this browser tab. Check that your phone or computer is online (Wi-Fi or mobile data), then
          press Try Again. We will also try again as soon as the connection is back.
        </Trans>
      </p>
      {/* Said out loud each time a try fails (a new alert), so a press is never silent. */}
      {failures > 0 && !trying ? (
        <p role="alert" key={failures}>
          <Trans>Still no connection. Check that you are online, then press Try Again.</Trans>
        </p>
      ) : null}
      <button type="button" className="button" onClick={tryAgain} aria-disabled={trying}>
        {trying ? <Trans>Trying again…</Trans> : <Trans>Try Again</Trans>}
      </button>
    </StayingDialog>
  );
}

/**
 * DEC-188: the build this tab runs is gone from the server, so no retry brings what it needs
 * (a page, or a call's code). Only a reload does, and the answers are saved in the tab. A new
 * dialog when a connection failure turns out to be this: it takes focus, and its title is read.
 */
function SiteUpdatedDialog() {
  return (
    <StayingDialog id="site-updated">
      <h2 id="site-updated-title">
        <Trans>This site has been updated</Trans>
      </h2>
      <p id="site-updated-text">
        <Trans>
          A new version of this site came out while you were using it, so this page must be loaded
          again. Your answers are saved in this browser tab. Press Reload Page to carry on.
        </Trans>
      </p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        <Trans>Reload Page</Trans>
      </button>
    </StayingDialog>
  );
}

/**
 * A modal that stays until its own button is pressed: Escape would leave an empty or broken
 * page behind. `id` names its title (`-title`) and its text (`-text`).
 */
function StayingDialog({ id, children }: { id: string; children: ReactNode }) {
  return (
    <dialog
      ref={(dialog) => {
        if (dialog && !dialog.open) dialog.showModal?.();
      }}
      className="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => event.preventDefault()}
    >
      {children}
    </dialog>
  );
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override render() {
    const { failed, error } = this.state;
    if (!failed) return this.props.children;
    return error instanceof LoadFailure ? (
      <NotLoadedDialog
        retry={error.retry}
        failed={error.cause}
        onLoaded={() => this.setState({ failed: false, error: undefined })}
      />
    ) : (
      <InternalErrorDialog />
    );
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
  // A call whose code is gone with the old build (enrolment-actors.ts) says so here.
  const updated = useSyncExternalStore(onSiteUpdated, siteUpdated, () => false);
  return (
    <Boundary key={key}>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
      {updated ? <SiteUpdatedDialog /> : null}
    </Boundary>
  );
}
