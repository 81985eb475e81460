import type { RouteObject } from 'react-router-dom';
import { flowPaths, informationPaths } from '../config/paths';
import { InternalErrorDialog } from './error-boundary';
import { Layout } from './layout';
import { UnknownRoute } from './unknown-route';

// The flow's pages, machine and API client load only on flow routes, so the information
// pages stay light on a slow phone.
const flowScreen = async () => ({
  Component: (await import('./flow/flow-screen')).FlowScreen,
});

export const routes: RouteObject[] = [
  {
    Component: Layout,
    children: [
      {
        // Pathless, so a broken page keeps the header and footer around the error dialog.
        errorElement: <InternalErrorDialog />,
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('../features/information/home-page')).HomePage,
            }),
          },
          {
            path: informationPaths.about,
            lazy: async () => ({
              Component: (await import('../features/information/about-page')).AboutPage,
            }),
          },
          {
            path: informationPaths.contact,
            lazy: async () => ({
              Component: (await import('../features/information/contact-page')).ContactPage,
            }),
          },
          {
            path: informationPaths.resources,
            lazy: async () => ({
              Component: (await import('../features/information/resources-page')).ResourcesPage,
            }),
          },
          ...Object.values(flowPaths).map((path) => ({ path, lazy: flowScreen })),
          { path: '*', Component: UnknownRoute },
        ],
      },
    ],
  },
];
