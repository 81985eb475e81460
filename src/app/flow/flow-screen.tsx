import { useLingui } from '@lingui/react/macro';
import { type ComponentType, useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { screenRoute } from '../../../machines/screen-route';
import { flowPaths } from '../../config/paths';
import { AgreementPage } from '../../features/application/agreement-page';
import { ContactInfoPage } from '../../features/application/contact-info-page';
import { HouseholdPage } from '../../features/application/household-page';
import { PersonalInfoPage } from '../../features/application/personal-info-page';
import { QualificationPage } from '../../features/application/qualification-page';
import { TribalStatusPage } from '../../features/application/tribal-status-page';
import { VerifyPage } from '../../features/application/verify-page';
import { ZipNotServedPage } from '../../features/coverage/zip-not-served-page';
import { ZipPage } from '../../features/coverage/zip-page';
import { ZipServedPage } from '../../features/coverage/zip-served-page';
import { CompletedPage } from '../../features/enrolment/completed-page';
import { ConfirmAddressPage } from '../../features/enrolment/confirm-address-page';
import { EnrollStepPage } from '../../features/enrolment/enroll-step-page';
import { FailurePage } from '../../features/enrolment/failure-page';
import { TransferPage } from '../../features/enrolment/transfer-page';
import { StatusPage } from '../../features/status/status-page';
import { VerifierReturnPage } from '../../features/status/verifier-return-page';
import { FlowProvider, useFlow, useFlowActor } from '../../lib/flow-context';
import { enrolmentActor } from './enrolment-actor';
import { RouteSync } from './route-sync';
import { SessionTimeout } from './session-timeout';

/** Which page shows each screen route of the machine. */
const screens: Record<string, ComponentType> = {
  [flowPaths.zip]: ZipPage,
  [flowPaths.zipServed]: ZipServedPage,
  [flowPaths.zipNotServed]: ZipNotServedPage,
  [flowPaths.personalInfo]: PersonalInfoPage,
  [flowPaths.contactInfo]: ContactInfoPage,
  [flowPaths.household]: HouseholdPage,
  [flowPaths.qualification]: QualificationPage,
  [flowPaths.tribalStatus]: TribalStatusPage,
  [flowPaths.verify]: VerifyPage,
  [flowPaths.agreement]: AgreementPage,
  [flowPaths.checkStatus]: StatusPage,
  [flowPaths.reviewing]: StatusPage,
  [flowPaths.rejected]: StatusPage,
  [flowPaths.expired]: StatusPage,
  [flowPaths.verifierReturn]: VerifierReturnPage,
  [flowPaths.enrollStep]: EnrollStepPage,
  [flowPaths.confirmAddress]: ConfirmAddressPage,
  [flowPaths.transfer]: TransferPage,
  [flowPaths.completed]: CompletedPage,
  [flowPaths.enrolmentFailure]: FailurePage,
  [flowPaths.transferFailure]: FailurePage,
};

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

/** The flow screen the machine is on, kept in step with the URL. */
export function FlowScreens() {
  const { t } = useLingui();
  useNotices();
  const leavingTo = useLeaving();
  const route = useFlow(screenRoute);
  // A state without a screen of its own (following a link) keeps the last one on show.
  const lastRoute = useRef(route);
  if (route !== null) lastRoute.current = route;
  const shown = route ?? lastRoute.current;
  const Screen = shown === null ? undefined : screens[shown.split('?')[0] ?? ''];
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
