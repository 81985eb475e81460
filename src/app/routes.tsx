import { type ComponentType, lazy, useEffect, useReducer } from 'react';
import { matchPath, Route, Routes, useLocation } from 'react-router-dom';
import { canonicalPath, flowPaths, informationPaths, isFlowPath } from '../config/paths';
import type { CatalogName } from '../i18n/catalogs';
import { loadCatalog } from '../i18n/locale';
import { LoadFailure, loadOnce } from '../lib/retry-load';
import { PageBoundary } from './error-boundary';
import { isFreshStart } from './flow/flow-presence';
import { loadKeptFlowReader } from './flow/kept-flow-reader';
import type { ZipEntryProps } from './flow/zip-entry';
import { Layout } from './layout';
import { UnknownRoute } from './unknown-route';

// Declarative routes (<Routes>) rather than a data router: the app loads no data through the
// router, and the data router's code costs every page about 14 kB gzip (issue 6 §4,
// DEC-071). Pages are lazy: each arrives with its own catalog, in parallel.

type PageModule = Record<string, unknown>;

type LazyPage<P extends object = object> = ComponentType<P> & {
  /** Starts fetching the page's code and catalog (again is free once they are here). */
  preload(): Promise<ComponentType<P>>;
};

/**
 * A lazy page: the component `name` of a module, drawn once it and its catalog are here.
 * Once arrived it renders straight away: React.lazy would suspend once more on its first
 * render even then, and React holds a revealed Suspense boundary back for up to 300 ms,
 * which a slow phone saw as a page heading painting 300 ms late (issue 6 §4, measured).
 */
function page<P extends object = object>(
  load: () => Promise<PageModule>,
  name: string,
  catalog: CatalogName | CatalogName[],
): LazyPage<P> {
  let arrived: ComponentType<P> | undefined;
  // A weak line: the next try fetches again (issue 28 §11).
  const preload = loadOnce(() =>
    Promise.all([load(), ...[catalog].flat().map(loadCatalog)]).then(([module]) => {
      arrived = module[name] as ComponentType<P>;
      return arrived;
    }),
  );
  // React keeps a lazy component's failure for good: the error boundary's retry fetches
  // through `preload` instead, and once the page is here it is drawn without the lazy.
  const Lazy = lazy(() =>
    preload().then(
      (Arrived) => ({ default: Arrived }),
      (error: unknown) => {
        throw new LoadFailure(preload, error);
      },
    ),
  );
  function Page(props: P) {
    const Arrived = arrived;
    return Arrived ? <Arrived {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Page, { preload });
}

// The flow's pages, machine and API client load only on flow routes, so the information
// pages stay light on a slow phone.
// Each flow page brings its region's catalog with its chunk (DEC-165); the flow's own is small.
// A flow kept in the tab is read back through the machine (D60): its reader comes alongside.
const FlowScreen = page(
  () => Promise.all([import('./flow/flow-screen'), loadKeptFlowReader()]).then(([flow]) => flow),
  'FlowScreen',
  'flow',
);
const ZipEntry = page<ZipEntryProps>(() => import('./flow/zip-entry'), 'ZipEntry', [
  'flow',
  'coverage',
]);

/** A fresh tab's zip page is drawn without the machine (DEC-156). */
const isZipEntry = (pathname: string) => pathname === flowPaths.zip && isFreshStart();

/** Every flow path: the machine's screen, or on a fresh tab's zip page, the zip entry. */
function FlowRoute() {
  const { pathname } = useLocation();
  // The hand-over: the machine has the answer (and the tab a flow), so this draws the flow.
  const [, handedOver] = useReducer((count: number) => count + 1, 0);
  return isZipEntry(pathname) ? (
    <ZipEntry loadFlow={FlowScreen.preload} onHandOver={handedOver} />
  ) : (
    <FlowScreen />
  );
}

const HomePage = page(() => import('../features/information/home-page'), 'HomePage', 'home');

/**
 * The home page's Apply now leads to the zip page: its code and catalogs are fetched once the
 * home page is idle, so the first tap draws it at once instead of fetching a dozen files
 * then (issue 30: it was the slowest step of an application).
 */
function HomeRoute() {
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2000));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => void preloadPage(flowPaths.zip));
    return () => cancel(handle);
  }, []);
  return <HomePage />;
}

const informationPages: [string, LazyPage][] = [
  [
    informationPaths.about,
    page(() => import('../features/information/about-page'), 'AboutPage', 'information'),
  ],
  [
    informationPaths.contact,
    page(() => import('../features/contact/contact-page'), 'ContactPage', 'contact'),
  ],
  [
    informationPaths.resources,
    page(() => import('../features/information/resources-page'), 'ResourcesPage', 'information'),
  ],
  [
    informationPaths.privacy,
    page(() => import('../features/privacy/privacy-page'), 'PrivacyPage', 'privacy'),
  ],
  [informationPaths.blog, page(() => import('../features/blog/blog-page'), 'BlogPage', 'blog')],
  [
    `${informationPaths.blog}/:articleId`,
    page(() => import('../features/blog/blog-article-page'), 'BlogArticlePage', 'blog'),
  ],
  [
    informationPaths.registration,
    page(() => import('../features/samples/registration-page'), 'RegistrationPage', 'samples'),
  ],
  [
    informationPaths.shippingDetails,
    page(
      () => import('../features/samples/shipping-details-page'),
      'ShippingDetailsPage',
      'samples',
    ),
  ],
  [
    informationPaths.verificationCode,
    page(
      () => import('../features/samples/verification-code-page'),
      'VerificationCodePage',
      'samples',
    ),
  ],
  [
    informationPaths.enrollmentResult,
    page(
      () => import('../features/samples/enrollment-result-page'),
      'EnrollmentResultPage',
      'samples',
    ),
  ],
  [
    informationPaths.eligible,
    page(() => import('../features/samples/eligible-page'), 'EligiblePage', 'samples'),
  ],
  [
    informationPaths.eligibleTablet,
    page(() => import('../features/samples/eligible-tablet-page'), 'EligibleTabletPage', 'samples'),
  ],
  [
    informationPaths.notQualified,
    page(() => import('../features/samples/not-qualified-page'), 'NotQualifiedPage', 'samples'),
  ],
];

const allPages: [string, LazyPage][] = [
  ['/', HomePage],
  ...informationPages,
  ...Object.values(flowPaths).map((path): [string, LazyPage] => [path, FlowScreen]),
];

/**
 * Starts fetching the page of a URL's path, so its code and catalog travel alongside the
 * common catalog instead of after it (one round trip less on a slow line).
 */
export async function preloadPage(pathname: string): Promise<void> {
  const found: [string, LazyPage] | undefined = isZipEntry(pathname)
    ? [pathname, ZipEntry as LazyPage]
    : allPages.find(([path]) => matchPath(path, pathname));
  // A page that fails to arrive is drawn (and its failure shown) by the route itself.
  await found?.[1].preload().catch(() => undefined);
}

/**
 * The flow's 30-odd paths are looked up in its table rather than given a route each: the
 * router matches every route on each navigation, compiling a pattern per route, and with the
 * flow's paths that was the app's largest source of garbage over an application (issue 18 §4,
 * DEC-163). The same match as the router's: any case, a trailing slash allowed.
 */
function FlowOrUnknownRoute() {
  const { pathname } = useLocation();
  const known = canonicalPath(pathname);
  return known !== null && isFlowPath(known) ? <FlowRoute /> : <UnknownRoute />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {/* Pathless, so a broken page keeps the header and footer around the error dialog. */}
        <Route element={<PageBoundary />}>
          <Route index element={<HomeRoute />} />
          {informationPages.map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<FlowOrUnknownRoute />} />
        </Route>
      </Route>
    </Routes>
  );
}
