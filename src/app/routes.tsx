import type { ComponentType } from 'react';
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

type PageModule = Record<string, unknown>;

/** A route's lazy loader for the page component `name` of a module. */
function page(load: () => Promise<PageModule>, name: string) {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

const informationPages = [
  {
    path: informationPaths.about,
    load: page(() => import('../features/information/about-page'), 'AboutPage'),
  },
  {
    path: informationPaths.contact,
    load: page(() => import('../features/contact/contact-page'), 'ContactPage'),
  },
  {
    path: informationPaths.resources,
    load: page(() => import('../features/information/resources-page'), 'ResourcesPage'),
  },
  {
    path: informationPaths.blog,
    load: page(() => import('../features/blog/blog-page'), 'BlogPage'),
  },
  {
    path: `${informationPaths.blog}/:articleId`,
    load: page(() => import('../features/blog/blog-article-page'), 'BlogArticlePage'),
  },
  {
    path: informationPaths.registration,
    load: page(() => import('../features/samples/registration-page'), 'RegistrationPage'),
  },
  {
    path: informationPaths.shippingDetails,
    load: page(() => import('../features/samples/shipping-details-page'), 'ShippingDetailsPage'),
  },
  {
    path: informationPaths.verificationCode,
    load: page(() => import('../features/samples/verification-code-page'), 'VerificationCodePage'),
  },
  {
    path: informationPaths.enrollmentResult,
    load: page(() => import('../features/samples/enrollment-result-page'), 'EnrollmentResultPage'),
  },
  {
    path: informationPaths.eligible,
    load: page(() => import('../features/samples/eligible-page'), 'EligiblePage'),
  },
  {
    path: informationPaths.eligibleTablet,
    load: page(() => import('../features/samples/eligible-tablet-page'), 'EligibleTabletPage'),
  },
  {
    path: informationPaths.notQualified,
    load: page(() => import('../features/samples/not-qualified-page'), 'NotQualifiedPage'),
  },
];

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
            lazy: page(() => import('../features/information/home-page'), 'HomePage'),
          },
          ...informationPages.map(({ path, load }) => ({ path, lazy: load })),
          ...Object.values(flowPaths).map((path) => ({ path, lazy: flowScreen })),
          { path: '*', Component: UnknownRoute },
        ],
      },
    ],
  },
];
