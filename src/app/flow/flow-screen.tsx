import { useLingui } from '@lingui/react/macro';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { screenRoute } from '../../../machines/screen-route';
import { FlowProvider, useFlow, useFlowActor } from '../../lib/flow-context';
import { enrolmentActor } from './enrolment-actor';
import { RouteSync } from './route-sync';
import { loadAllScreens, loadedScreen, loadScreen } from './screen-registry';
import { SessionTimeout } from './session-timeout';

/** Things the machine tells the applicant outside any screen. */
function useNotices() {
  const actor = useFlowActor();
  const { t } = useLingui();
  useEffect(() => {
    const subscription = actor.on('notice', ({ notice, message }) => {
      switch (notice) {
        case 'waitlist.joined':
          toast.success(t`Thank you. We will contact you when service reaches your area.`);
          break;
        case 'session.expired':
          toast(
            t`For your privacy, your answers were deleted after 72 minutes. Please start again.`,
          );
          break;
        case 'transfer.incomplete':
          toast.error(t`Please fill in all the required fields`);
          break;
        case 'order.missing':
          toast.error(t`Order not found`);
          break;
        case 'provider.message':
          toast.error(message || t`Something went wrong, please try again later`);
          break;
      }
    });
    return () => subscription.unsubscribe();
  }, [actor, t]);
}

/** D16-checked links from the API: the browser leaves the app for them. */
function useLeaving(): string {
  const actor = useFlowActor();
  const leavingTo = useFlow((snapshot) =>
    snapshot.hasTag('leaving') ? snapshot.context.leavingTo : '',
  );
  useEffect(() => {
    const snapshot = actor.getSnapshot();
    if (leavingTo && snapshot.hasTag('leaving')) window.location.assign(leavingTo);
  }, [actor, leavingTo]);
  return leavingTo;
}

/** The page of a screen path; pages not yet fetched render nothing for that moment. */
function useScreen(path: string): ComponentType | undefined {
  const [, setArrived] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  // A page that could not be fetched (a weak connection) goes to the error boundary, whose
  // Try Again reloads; the flow itself is kept in this tab.
  if (failure) throw failure;
  const Screen = loadedScreen(path);
  useEffect(() => {
    if (Screen || !path) return;
    let current = true;
    loadScreen(path).then(
      () => current && setArrived((n) => n + 1),
      (error: unknown) => current && setFailure(error ?? new Error('page not loaded')),
    );
    return () => {
      current = false;
    };
  }, [Screen, path]);
  return Screen;
}

/** While the browser is idle, fetch the pages the applicant will need next. */
function usePrefetch() {
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2000));
    idle(() => void loadAllScreens().catch(() => undefined));
  }, []);
}

/** The flow screen the machine is on, kept in step with the URL. */
export function FlowScreens() {
  const { t } = useLingui();
  useNotices();
  const leavingTo = useLeaving();
  usePrefetch();
  const route = useFlow(screenRoute);
  // A state without a screen of its own (following a link) keeps the last one on show.
  const lastRoute = useRef(route);
  if (route !== null) lastRoute.current = route;
  const shown = route ?? lastRoute.current;
  const Screen = useScreen(shown === null ? '' : (shown.split('?')[0] ?? ''));
  return (
    <>
      <RouteSync />
      <SessionTimeout />
      {leavingTo ? (
        <p className="notice" role="status">
          {t`Taking you to ${new URL(leavingTo, window.location.href).host}…`}
        </p>
      ) : null}
      {Screen ? <Screen /> : null}
    </>
  );
}

/** The route element for every flow path (loaded on demand, with the machine). */
export function FlowScreen() {
  return (
    <FlowProvider actor={enrolmentActor()}>
      <FlowScreens />
    </FlowProvider>
  );
}
