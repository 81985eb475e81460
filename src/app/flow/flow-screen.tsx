import { useLingui } from '@lingui/react/macro';
import { type ComponentType, useEffect } from 'react';
import toast from 'react-hot-toast';
import { screenRoute } from '../../../machines/screen-route';
import { flowPaths } from '../../config/paths';
import { ZipNotServedPage } from '../../features/coverage/zip-not-served-page';
import { ZipPage } from '../../features/coverage/zip-page';
import { ZipServedPage } from '../../features/coverage/zip-served-page';
import { FlowProvider, useFlow, useFlowActor } from '../../lib/flow-context';
import { enrolmentActor } from './enrolment-actor';
import { RouteSync } from './route-sync';

/** Which page shows each screen route of the machine. */
const screens: Record<string, ComponentType> = {
  [flowPaths.zip]: ZipPage,
  [flowPaths.zipServed]: ZipServedPage,
  [flowPaths.zipNotServed]: ZipNotServedPage,
};

/** Things the machine tells the applicant outside any screen. */
function useNotices() {
  const actor = useFlowActor();
  const { t } = useLingui();
  useEffect(() => {
    const subscription = actor.on('notice', ({ notice }) => {
      if (notice === 'waitlist.joined') {
        toast.success(t`Thank you. We will contact you when service reaches your area.`);
      }
    });
    return () => subscription.unsubscribe();
  }, [actor, t]);
}

/** The flow screen the machine is on, kept in step with the URL. */
export function FlowScreens() {
  useNotices();
  const route = useFlow(screenRoute);
  const Screen = route === null ? undefined : screens[route.split('?')[0] ?? ''];
  return (
    <>
      <RouteSync />
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
