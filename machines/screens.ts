// One table of the flow's screens: the single source of each screen's machine state, URL,
// query, step number and aliases. The machine reads its `meta.route` from here; the router,
// the page registry, the deep links, review's edit links and the tests derive theirs. Plain
// data on purpose (no xstate, no i18n runtime), so the router loads it without the machine.
// Headings live beside it in screen-headings.ts (a Lingui macro, which the Stately bundle
// and scripts run without compiling). D17: paths keep the original's spellings, typos included.

export interface Screen {
  /** The machine state the screen is, as a dot path from the root. */
  readonly state: string;
  /** Where it lives. Several screens may share a path and tell themselves apart by query. */
  readonly path: string;
  /** Query template: `{name}` is filled from `routeParams(context)`; empty values are left out. */
  readonly query?: Readonly<Record<string, string>>;
  /** Position in the application (1–7): `?profileStep=N` and the step indicator follow from it. */
  readonly step?: number;
  /** Other spellings of `path` that open the same screen. */
  readonly aliases?: readonly string[];
  /**
   * The page that draws it, when not the key's own (`tribalStatus` is drawn by
   * tribal-status-page.tsx): screens that share a page name it (src/app/flow/screen-registry.ts).
   */
  readonly page?: string;
  /**
   * The screens whose words this page shows as well (the review shows every step's answers in
   * their step's words): their pages' catalogs arrive with it.
   */
  readonly wordsOf?: readonly string[];
}

export const screens = {
  idle: { state: 'idle', path: '/' },
  // D57: the address a carrier gives its representatives; the shift starts here.
  representative: { state: 'assisted.shiftStart', path: '/Representative' },
  // D57: before the check, the representative confirms the applicant answered and signed.
  representativeConfirm: {
    state: 'assisted.confirmation',
    path: '/RepresentativeConfirmation',
  },
  zip: { state: 'coverage.zipEntry', path: '/ZipCodePage' },
  restartConfirm: { state: 'coverage.confirmingRestart', path: '/ZipCodePage', page: 'zip' },
  zipServed: {
    state: 'coverage.served',
    path: '/SuccessZipCodePage',
    query: { zipCode: '{zipCode}' },
  },
  zipNotServed: {
    state: 'coverage.notServed',
    path: '/SorryZipCodePage',
    query: { state: '{unservedState}', zipCode: '{unknownZip}' },
  },
  personalInfo: { state: 'application.personalInfo', path: '/PersonalInfoPage', step: 1 },
  contactInfo: { state: 'application.contactInfo', path: '/ContactInfoPage', step: 2 },
  household: { state: 'application.household', path: '/HouseholdInformationPage', step: 3 },
  // D44: the household already has its one benefit; the application stops here.
  householdBenefit: { state: 'application.householdBenefit', path: '/HouseholdBenefitPage' },
  qualification: { state: 'application.qualification', path: '/QualificationPage', step: 4 },
  tribalStatus: { state: 'application.tribalStatus', path: '/TribalStatusPage', step: 5 },
  verify: {
    state: 'application.verify',
    path: '/VerifyPage',
    step: 6,
    wordsOf: ['personalInfo', 'contactInfo', 'household', 'qualification', 'tribalStatus'],
  },
  agreement: { state: 'application.agreement', path: '/AgreementPage', step: 7 },
  checkStatus: { state: 'status.lookup', path: '/CheckEnrollStatusPage', page: 'status' },
  reviewing: { state: 'status.reviewing', path: '/Reviewing', page: 'status' },
  rejected: { state: 'status.rejected', path: '/Rejected', page: 'status' },
  expired: {
    state: 'status.expired',
    path: '/Expired',
    query: { id: '{applicationId}' },
    page: 'status',
  },
  verifierReturn: { state: 'verifierReturn', path: '/ACPEligibilityCheck' },
  // D48: where the National Verifier's link goes and why, before the applicant follows it.
  toVerifier: { state: 'leaving.toVerifier', path: '/NationalVerifier' },
  enrollStep: { state: 'enrolment.offer', path: '/EnrollStep' },
  enrollStepPlanOnly: {
    state: 'enrolment.planOnly',
    path: '/EnrollStep',
    query: { code: 'CANNOT_UPDATE_DEVICE' },
    page: 'enroll-step',
  },
  confirmAddress: { state: 'enrolment.confirmAddress', path: '/ConfirmAddress' },
  confirmAddressTransfer: {
    state: 'transfer.confirmAddress',
    path: '/ConfirmAddress',
    query: { transfer: 'yes' },
    page: 'confirm-address',
  },
  transfer: { state: 'transfer.offer', path: '/TransferAcpPlan' },
  completed: {
    state: 'completed',
    path: '/CompletedACP',
    // The order id only (issue 15 §5): the subscriber id and the activation code would sit in
    // history and in the Referer of later requests. The page shows them from the flow.
    query: { orderId: '{orderId}' },
  },
  enrolmentFailure: { state: 'failed.enrolment', path: '/EnrolmentFailure', page: 'failure' },
  transferFailure: { state: 'failed.transfer', path: '/Failure', page: 'failure' },
  // The short legacy form (B §2).
  legacyHomeAddress: { state: 'legacy.homeAddress', path: '/HomeAdressPage', page: 'home-address' },
  legacyContact: {
    state: 'legacy.contactInformation',
    path: '/ContactInformation',
    page: 'contact-information',
  },
  legacyQuestion: { state: 'legacy.question', path: '/QuestionPage', page: 'question' },
  legacyPersonal: {
    state: 'legacy.personalInformation',
    path: '/PersonalInformationPage',
    page: 'personal-information',
  },
  legacyProgram: {
    state: 'legacy.confirmProgram',
    path: '/ConfirmProgrammPage',
    aliases: ['/ConfirmYourProgram'],
    page: 'confirm-program',
  },
  legacyIdentity: {
    state: 'legacy.identity',
    path: '/IdVerificationPage',
    page: 'id-verification',
  },
  legacyReview: { state: 'legacy.review', path: '/ReviewPage', page: 'review' },
  legacyTribalLands: {
    state: 'legacy.tribalLands',
    path: '/TribalLandsPage',
    page: 'tribal-lands',
  },
  legacyNotVerified: {
    state: 'legacy.notVerified',
    path: '/NotVerifedEligiblePage',
    page: 'not-verified-eligible',
  },
} as const satisfies Record<string, Screen>;

export type ScreenKey = keyof typeof screens;

/** The screens that are steps of the application. */
export type ApplicationStepKey = {
  [K in ScreenKey]: (typeof screens)[K] extends { step: number } ? K : never;
}[ScreenKey];

export const screenKeys = Object.keys(screens) as ScreenKey[];

function stepOf(key: ScreenKey): number {
  return (screens[key] as Screen).step ?? 0;
}

/** The application's steps in order: the screens with a step number. */
export const applicationSteps = screenKeys
  .filter((key) => stepOf(key) > 0)
  .sort((a, b) => stepOf(a) - stepOf(b)) as ApplicationStepKey[];

/** The step before `key`, whose URL is its Back link; none for step 1. */
export function previousStep(key: ApplicationStepKey): ApplicationStepKey | undefined {
  return applicationSteps[applicationSteps.indexOf(key) - 1];
}

/** The query a screen's URL carries: its template, with `profileStep` for a step. */
export function screenQuery(key: ScreenKey): Record<string, string> {
  const screen: Screen = screens[key];
  return {
    ...(screen.step === undefined ? {} : { profileStep: String(screen.step) }),
    ...screen.query,
  };
}

/** A screen's `meta.route`: its path and query template, e.g. '/Expired?id={applicationId}'. */
export function screenRoute(key: ScreenKey): string {
  const query = Object.entries(screenQuery(key))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  return query ? `${screens[key].path}?${query}` : screens[key].path;
}

/**
 * The step indicator's part (1–6) for an application step: A §2's breadcrumb has six items,
 * and steps 1 and 2 both belong to its first, "Contact Information".
 */
export function indicatorPart(key: ScreenKey): number {
  const step = (screens[key] as Screen).step;
  if (step === undefined) throw new Error(`${key} is not an application step`);
  return Math.max(1, step - 1);
}

/** Values for the `{name}` placeholders of a screen's query. */
export function routeParams(context: {
  zipCode: string;
  coverage: { zipCode: string; state: string | null; served: boolean } | null;
  eligibility: { applicationId: string };
  order: { orderId: string } | null;
}): Record<string, string> {
  const coverage = context.coverage;
  return {
    zipCode: context.zipCode,
    unservedState: coverage && !coverage.served && coverage.state ? coverage.state : '',
    unknownZip: coverage && coverage.state === null ? coverage.zipCode : '',
    applicationId: context.eligibility.applicationId,
    orderId: context.order?.orderId ?? '',
  };
}

/** Fill a `meta.route` template; empty query values are dropped, the rest URL-encoded. */
export function fillRoute(template: string, params: Record<string, string>): string {
  const [path = '/', query] = template.split('?');
  if (!query) return path;
  const search = new URLSearchParams();
  for (const pair of query.split('&')) {
    const [key = '', raw = ''] = pair.split('=');
    const value = raw.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
    if (value !== '') search.set(key, value);
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The page module that draws a screen: its `page`, or its key in kebab case, with `-page`. */
export function pageName(key: ScreenKey): string {
  const page = (screens[key] as Screen).page ?? key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return `${page}-page`;
}
