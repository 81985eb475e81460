import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { flowPaths, informationPaths } from '../config/paths';
import type { CatalogName } from '../i18n/catalogs';
import { loadCatalog } from '../i18n/locale';
import { InternalErrorDialog } from './error-boundary';
import { Layout } from './layout';
import { UnknownRoute } from './unknown-route';

// The flow's pages, machine and API client load only on flow routes, so the information
// pages stay light on a slow phone.
// Each page's text comes in its own catalog, fetched beside the page's code.
const flowScreen = async () => {
  const [module] = await Promise.all([import('./flow/flow-screen'), loadCatalog('flow')]);
  return { Component: module.FlowScreen };
};

type PageModule = Record<string, unknown>;

/** A route's lazy loader for the page component `name` of a module, with its catalog. */
function page(load: () => Promise<PageModule>, name: string, catalog: CatalogName) {
  return async () => {
    const [module] = await Promise.all([load(), loadCatalog(catalog)]);
    return { Component: module[name] as ComponentType };
  };
}

const informationPages = [
  {
    path: informationPaths.about,
    load: page(() => import('../features/information/about-page'), 'AboutPage', 'information'),
  },
  {
    path: informationPaths.contact,
    load: page(() => import('../features/contact/contact-page'), 'ContactPage', 'contact'),
  },
  {
    path: informationPaths.resources,
    load: page(
      () => import('../features/information/resources-page'),
      'ResourcesPage',
      'information',
    ),
  },
  {
    path: informationPaths.blog,
    load: page(() => import('../features/blog/blog-page'), 'BlogPage', 'blog'),
  },
  {
    path: `${informationPaths.blog}/:articleId`,
    load: page(() => import('../features/blog/blog-article-page'), 'BlogArticlePage', 'blog'),
  },
  {
    path: informationPaths.registration,
    load: page(
      () => import('../features/samples/registration-page'),
      'RegistrationPage',
      'samples',
    ),
  },
  {
    path: informationPaths.shippingDetails,
    load: page(
      () => import('../features/samples/shipping-details-page'),
      'ShippingDetailsPage',
      'samples',
    ),
  },
  {
    path: informationPaths.verificationCode,
    load: page(
      () => import('../features/samples/verification-code-page'),
      'VerificationCodePage',
      'samples',
    ),
  },
  {
    path: informationPaths.enrollmentResult,
    load: page(
      () => import('../features/samples/enrollment-result-page'),
      'EnrollmentResultPage',
      'samples',
    ),
  },
  {
    path: informationPaths.eligible,
    load: page(() => import('../features/samples/eligible-page'), 'EligiblePage', 'samples'),
  },
  {
    path: informationPaths.eligibleTablet,
    load: page(
      () => import('../features/samples/eligible-tablet-page'),
      'EligibleTabletPage',
      'samples',
    ),
  },
  {
    path: informationPaths.notQualified,
    load: page(
      () => import('../features/samples/not-qualified-page'),
      'NotQualifiedPage',
      'samples',
    ),
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
            lazy: page(() => import('../features/information/home-page'), 'HomePage', 'home'),
          },
          ...informationPages.map(({ path, load }) => ({ path, lazy: load })),
          ...Object.values(flowPaths).map((path) => ({ path, lazy: flowScreen })),
          { path: '*', Component: UnknownRoute },
        ],
      },
    ],
  },
];
