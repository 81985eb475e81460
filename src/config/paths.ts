import {
  type ApplicationStepKey,
  applicationSteps,
  fillRoute,
  type ScreenKey,
  screenKeys,
  screenRoute,
  screens,
} from '../../machines/screens';

// One table of every route the app answers. Flow paths are the screens of the enrolment
// machine, derived from its screen table (their URL follows the machine); information paths
// are plain pages. D17: spellings are the original's, typos included, because links and
// bookmarks already point there.

export const informationPaths = {
  home: '/',
  about: '/AboutACPPage',
  contact: '/ContactUsPage',
  resources: '/ResourcesPage',
  blog: '/BlogPage',
  registration: '/RegistrationPage',
  shippingDetails: '/ShippigDetailsPage',
  verificationCode: '/VerificationPage',
  enrollmentResult: '/EnrollmentResultPage',
  eligible: '/EligiblePage',
  eligibleTablet: '/EligibleTabletPage',
  notQualified: '/NotQualifiedPage',
  privacy: '/PrivacyPage',
} as const;

/** A blog article: /BlogPage/{articleId}. */
export function blogArticlePath(articleId: string): string {
  return `${informationPaths.blog}/${encodeURIComponent(articleId)}`;
}

/** Screens that share another screen's path (told apart by their state or query). */
const sharedPathScreens = [
  'idle',
  'restartConfirm',
  'enrollStepPlanOnly',
  'confirmAddressTransfer',
] as const;

type FlowPathKey = Exclude<ScreenKey, (typeof sharedPathScreens)[number]> | 'legacyProgramAlias';

/** Every flow screen's path, from the screen table (machines/screens.ts). */
export const flowPaths = {
  ...Object.fromEntries(
    screenKeys
      .filter((key) => !(sharedPathScreens as readonly string[]).includes(key))
      .map((key) => [key, screens[key].path]),
  ),
  legacyProgramAlias: screens.legacyProgram.aliases[0],
} as Readonly<Record<FlowPathKey, string>>;

/** Each step's URL, for Back links (the machine's guards decide whether it opens). */
export const stepUrls = Object.fromEntries(
  applicationSteps.map((key) => [key, fillRoute(screenRoute(key), {})]),
) as Readonly<Record<ApplicationStepKey, string>>;

const knownPaths: readonly string[] = [
  ...Object.values(informationPaths),
  ...Object.values(flowPaths),
];

/** The canonical spelling of a path the router knows (it matches case-insensitively). */
export function canonicalPath(pathname: string): string | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const lower = trimmed.toLowerCase();
  return knownPaths.find((path) => path.toLowerCase() === lower) ?? null;
}

export function isFlowPath(path: string): boolean {
  return (Object.values(flowPaths) as string[]).includes(path);
}
