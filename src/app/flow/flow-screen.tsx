import { useLingui } from '@lingui/react/macro';
import { type ComponentType, memo, useEffect, useRef, useState } from 'react';
import { screenRoute } from '../../../machines/screen-route';
import { screens } from '../../../machines/screens';
import { loadCatalog } from '../../i18n/locale';
import {
  type EnrolmentSnapshot,
  FlowProvider,
  useFlow,
  useFlowActor,
} from '../../lib/flow-context';
import { notify } from '../../lib/notify';
import { LoadFailure } from '../../lib/retry-load';
import { ProviderQuote, transportHeadlines } from '../../shared/guidance/failure-headlines';
import { loadGuidance, prefetchGuidance } from '../../shared/guidance/lazy-guidance';
import { enrolmentActor } from './enrolment-actor';
import { isCallName, loadCall } from './enrolment-actors';
import { ExpiryNotice } from './expiry-notice';
import { raiseExpiryNotice } from './expiry-notice-store';
import { screensToPrefetch } from './prefetch-scope';
import { hearUrl, RouteSync, useUrlBeforeFirstRender } from './route-sync';
import { loadedScreen, loadScreen } from './screen-registry';
import { SessionTimeout } from './session-timeout';

/** A toast of a refusal: our words, then the provider's, labelled and in their language. */
function ProviderNotice({ ours, message }: { ours: string; message: string | undefined }) {
  if (!message) return ours;
  return (
    <>
      {ours} <ProviderQuote message={message} />
    </>
  );
}

/** Things the machine tells the applicant outside any screen. */
function useNotices() {
  const actor = useFlowActor();
  const { t, i18n } = useLingui();
  useEffect(() => {
    const subscription = actor.on('notice', ({ notice, message, code }) => {
      switch (notice) {
        case 'waitlist.joined':
          notify('success', t`Thank you. We will contact you when service reaches your area.`);
          break;
        case 'session.expired':
          raiseExpiryNotice();
          break;
        case 'transfer.incomplete':
          notify('error', t`Please fill in all the required fields`);
          break;
        case 'order.missing':
          notify('error', t`Order not found`);
          break;
        case 'applicant.wiped':
          // D57: the next applicant's enrolment never reuses this one's Idempotency-Key.
          import('./intent-keys').then(({ forgetAllIntentKeys }) => forgetAllIntentKeys());
          break;
        case 'applicant.idleWiped':
          notify(
            'plain',
            t`Nobody used this device for 10 minutes, so we deleted the last applicant’s answers.`,
          );
          break;
        case 'provider.message':
          // D30: our words first, the provider's labelled after them, marked as English.
          // The table's sentence for the code once the guidance is here (a call fetched it);
          // without it, the eager general line and the provider's words.
          loadGuidance().then(
            ({ noticeText }) =>
              notify(
                'error',
                <ProviderNotice ours={noticeText(i18n, { code })} message={message} />,
              ),
            () =>
              notify(
                'error',
                <ProviderNotice ours={i18n._(transportHeadlines.rejected)} message={message} />,
              ),
          );
          break;
      }
    });
    return () => subscription.unsubscribe();
  }, [actor, t, i18n]);
}

/**
 * D16-checked links from the API that the browser follows by itself (the machine's
 * `following`). A link the applicant must read about first (D30, D48) has a screen of its
 * own, whose page holds the link.
 */
function useLeaving(): string {
  const actor = useFlowActor();
  const leavingTo = useFlow((snapshot) =>
    snapshot.hasTag('following') ? snapshot.context.leavingTo : '',
  );
  useEffect(() => {
    if (leavingTo && actor.getSnapshot().hasTag('following')) window.location.assign(leavingTo);
  }, [actor, leavingTo]);
  return leavingTo;
}

type ShiftModule = typeof import('../../features/assisted/shift');
let shiftModule: ShiftModule | undefined;

/**
 * D57: while a representative assists, their shift's header line, the idle wipe and autofill
 * off: their own chunk and catalog, fetched only when a shift starts, so no applicant on their
 * own device downloads them.
 */
function AssistedShiftWhenOn() {
  const on = useFlow((snapshot) => snapshot.context.representative !== '');
  const [, setArrived] = useState(0);
  useEffect(() => {
    if (!on || shiftModule) return;
    let current = true;
    Promise.all([import('../../features/assisted/shift'), loadCatalog('assisted')]).then(
      ([module]) => {
        shiftModule = module;
        if (current) setArrived((n) => n + 1);
      },
      // Not arrived (a lost connection): the next screen change tries again.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [on]);
  const Shift = on ? shiftModule?.AssistedShift : undefined;
  return Shift ? <Shift /> : null;
}

/** The page of a screen path; pages not yet fetched render nothing for that moment. */
function useScreen(path: string): ComponentType | undefined {
  const [, setArrived] = useState(0);
  const [failure, setFailure] = useState<LoadFailure | null>(null);
  // A page that did not arrive (a weak connection) goes to the error boundary, which says so
  // and fetches it again (issue 28 §11); the machine, and so every answer, stays as it is.
  if (failure) throw failure;
  const Screen = loadedScreen(path);
  useEffect(() => {
    if (Screen || !path) return;
    let current = true;
    loadScreen(path).then(
      () => current && setArrived((n) => n + 1),
      (error: unknown) => current && setFailure(new LoadFailure(() => loadScreen(path), error)),
    );
    return () => {
      current = false;
    };
  }, [Screen, path]);
  return Screen;
}

/**
 * What the applicant can reach next from where they are (DEC-157): of the pages one step away
 * in the machine, those an application that goes well shows (prefetch-scope.ts), and when a
 * call is on the way there, that call's code (DEC-167) and the guidance its failure would show
 * (DEC-150: on a weak line a failure is likeliest, its words must be here already, and a box
 * that grew when they arrived would move the button under the applicant's finger).
 */
async function prefetchNext(snapshot: EnrolmentSnapshot, shownPath: string): Promise<void> {
  // The walk itself comes at idle too: no first load waits for it.
  const { nextStep } = await import('../../../machines/next-screens');
  const next = nextStep(snapshot);
  if (next.calls.length > 0) prefetchGuidance();
  await Promise.all(next.calls.filter(isCallName).map(loadCall));
  for (const screen of screensToPrefetch(shownPath, next.screens)) {
    await loadScreen(screens[screen].path);
  }
}

/** Once a screen shows and the browser is idle, fetch what the next step needs. */
function usePrefetch(route: string | null, screenShown: boolean) {
  const actor = useFlowActor();
  useEffect(() => {
    // Not before the screen on show has arrived: its own code comes first on a slow line.
    if (!screenShown || route === null) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2000));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => {
      prefetchNext(actor.getSnapshot(), route.split('?')[0] ?? '').catch(() => undefined);
    });
    return () => cancel(handle);
  }, [actor, route, screenShown]);
}

/**
 * The zip entry's part (DEC-156): while the applicant types, the coverage call's client and
 * guidance, the zip page the machine draws while it checks, and the served answer's page, so
 * the answer shows as soon as it arrives. A zip code not served draws its page when it gets
 * there.
 */
export async function prefetchFromZipEntry(): Promise<void> {
  prefetchGuidance();
  await loadCall('checkCoverage');
  await Promise.all([screens.zip, screens.zipServed].map(({ path }) => loadScreen(path)));
}

/**
 * The zip entry hands over a fresh tab's first answer: the machine starts, hears the URL the
 * applicant is on, then the zip code, and the flow draws from there.
 */
export function startWithZip(pathname: string, search: string, zipCode: string): void {
  const actor = enrolmentActor();
  hearUrl(actor, pathname, search);
  actor.send({ type: 'zip.submitted', zipCode });
}

/**
 * The flow screen the machine is on, kept in step with the URL. Memoised: every step pushes a
 * URL, and the router draws the new location in a transition right after the step's own
 * render; without the memo that second render redrew the whole screen again, which on a slow
 * phone delayed the next frame. The machine (useFlow) and the language still redraw it.
 */
const Screens = memo(function Screens() {
  const { t } = useLingui();
  useNotices();
  const leavingTo = useLeaving();
  const route = useFlow(screenRoute);
  // A state without a screen of its own (following a link) keeps the last one on show.
  const lastRoute = useRef(route);
  if (route !== null) lastRoute.current = route;
  const shown = route ?? lastRoute.current;
  const Screen = useScreen(shown === null ? '' : (shown.split('?')[0] ?? ''));
  usePrefetch(route, Screen !== undefined);
  return (
    <>
      <RouteSync />
      <SessionTimeout />
      <AssistedShiftWhenOn />
      <ExpiryNotice />
      {leavingTo ? (
        <p className="notice" role="status">
          {t`Taking you to ${new URL(leavingTo, window.location.href).host}…`}
        </p>
      ) : null}
      {Screen ? <Screen /> : null}
    </>
  );
});

/** The screens, once the URL the applicant came in on has reached the machine. */
export function FlowScreens() {
  // Reads the router's location, so it redraws on every URL: the screens below do not.
  useUrlBeforeFirstRender();
  return <Screens />;
}

/** The route element for every flow path (loaded on demand, with the machine). */
export function FlowScreen() {
  return (
    <FlowProvider actor={enrolmentActor()}>
      <FlowScreens />
    </FlowProvider>
  );
}
