import type { ComponentType } from 'react';
import { type ScreenKey, screenKeys, screens } from '../../../machines/screens';
import type { CatalogName } from '../../i18n/catalogs';
import { loadCatalog } from '../../i18n/locale';

// Every page is its own small chunk, fetched when first needed or when the machine can reach
// it from the screen on show (DEC-157). A fresh tab's zip page is drawn without the flow at
// all (DEC-156), so the flow's chunk carries no page.

type Loader = () => Promise<ComponentType>;

/**
 * A page that arrives with its region's catalog (DEC-165): the page is handed over only once
 * both are here, so it never draws its messages' ids, and a language switch fetches the
 * catalog again (src/i18n/locale.ts).
 */
const screen =
  (load: Loader, catalog: CatalogName): Loader =>
  () =>
    Promise.all([load(), loadCatalog(catalog)]).then(([component]) => component);

/** Every screen but the home page (idle), whose page is the information site's. */
type PageScreen = Exclude<ScreenKey, 'idle'>;

// Screens that share a page tell themselves apart by the machine's state (restartConfirm,
// enrollStepPlanOnly, confirmAddressTransfer): the same module, hence the same chunk.
const zipPage = screen(
  () => import('../../features/coverage/zip-page').then((m) => m.ZipPage),
  'coverage',
);

const loaders: Partial<Record<PageScreen, Loader>> = {
  zip: zipPage,
  restartConfirm: zipPage,
  // The success and sorry pages come after a call (the coverage check, also when their URL is
  // typed), which their chunks download beside.
  zipServed: screen(
    () => import('../../features/coverage/zip-served-page').then((m) => m.ZipServedPage),
    'coverage',
  ),
  zipNotServed: screen(
    () => import('../../features/coverage/zip-not-served-page').then((m) => m.ZipNotServedPage),
    'coverage',
  ),
  personalInfo: screen(
    () => import('../../features/application/personal-info-page').then((m) => m.PersonalInfoPage),
    'personal-info',
  ),
  contactInfo: screen(
    () => import('../../features/application/contact-info-page').then((m) => m.ContactInfoPage),
    'contact-info',
  ),
  household: screen(
    () => import('../../features/application/household-page').then((m) => m.HouseholdPage),
    'household',
  ),
  qualification: screen(
    () => import('../../features/application/qualification-page').then((m) => m.QualificationPage),
    'qualification',
  ),
  tribalStatus: screen(
    () => import('../../features/application/tribal-status-page').then((m) => m.TribalStatusPage),
    'tribal-status',
  ),
  verify: screen(
    () => import('../../features/application/verify-page').then((m) => m.VerifyPage),
    'review',
  ),
  agreement: screen(
    () => import('../../features/application/agreement-page').then((m) => m.AgreementPage),
    'agreement',
  ),
  checkStatus: screen(
    () => import('../../features/status/status-page').then((m) => m.StatusPage),
    'status',
  ),
  reviewing: screen(
    () => import('../../features/status/status-page').then((m) => m.StatusPage),
    'status',
  ),
  rejected: screen(
    () => import('../../features/status/status-page').then((m) => m.StatusPage),
    'status',
  ),
  expired: screen(
    () => import('../../features/status/status-page').then((m) => m.StatusPage),
    'status',
  ),
  verifierReturn: screen(
    () => import('../../features/status/verifier-return-page').then((m) => m.VerifierReturnPage),
    'status',
  ),
  enrollStep: screen(
    () => import('../../features/enrolment/enroll-step-page').then((m) => m.EnrollStepPage),
    'enrolment',
  ),
  enrollStepPlanOnly: screen(
    () => import('../../features/enrolment/enroll-step-page').then((m) => m.EnrollStepPage),
    'enrolment',
  ),
  confirmAddress: screen(
    () => import('../../features/enrolment/confirm-address-page').then((m) => m.ConfirmAddressPage),
    'enrolment',
  ),
  confirmAddressTransfer: screen(
    () => import('../../features/enrolment/confirm-address-page').then((m) => m.ConfirmAddressPage),
    'enrolment',
  ),
  transfer: screen(
    () => import('../../features/enrolment/transfer-page').then((m) => m.TransferPage),
    'enrolment',
  ),
  completed: screen(
    () => import('../../features/enrolment/completed-page').then((m) => m.CompletedPage),
    'confirmation',
  ),
  enrolmentFailure: screen(
    () => import('../../features/enrolment/failure-page').then((m) => m.FailurePage),
    'enrolment',
  ),
  transferFailure: screen(
    () => import('../../features/enrolment/failure-page').then((m) => m.FailurePage),
    'enrolment',
  ),
  legacyHomeAddress: screen(
    () => import('../../features/legacy/home-address-page').then((m) => m.HomeAddressPage),
    'legacy',
  ),
  legacyContact: screen(
    () =>
      import('../../features/legacy/contact-information-page').then(
        (m) => m.ContactInformationPage,
      ),
    'legacy',
  ),
  legacyQuestion: screen(
    () => import('../../features/legacy/question-page').then((m) => m.QuestionPage),
    'legacy',
  ),
  legacyPersonal: screen(
    () =>
      import('../../features/legacy/personal-information-page').then(
        (m) => m.PersonalInformationPage,
      ),
    'legacy',
  ),
  legacyProgram: screen(
    () => import('../../features/legacy/confirm-program-page').then((m) => m.ConfirmProgramPage),
    'legacy',
  ),
  legacyIdentity: screen(
    () => import('../../features/legacy/id-verification-page').then((m) => m.IdVerificationPage),
    'legacy',
  ),
  legacyReview: screen(
    () => import('../../features/legacy/review-page').then((m) => m.ReviewPage),
    'legacy',
  ),
  legacyTribalLands: screen(
    () => import('../../features/legacy/tribal-lands-page').then((m) => m.TribalLandsPage),
    'legacy',
  ),
  legacyNotVerified: () =>
    import('../../features/legacy/not-verified-eligible-page').then(
      (m) => m.NotVerifiedEligiblePage,
    ),
};

/** The screens that have a page: the registry's keys (a test holds them to the table). */
export const registeredScreens = Object.keys(loaders) as PageScreen[];

const loaded = new Map<PageScreen, ComponentType>();

/** A screen path's screen: the first screen in the table with that path. */
const screenOfPath = new Map<string, PageScreen>();
for (const key of screenKeys) {
  if (key !== 'idle' && !screenOfPath.has(screens[key].path)) {
    screenOfPath.set(screens[key].path, key);
  }
}

/** The page of a screen path, if it has arrived. */
export function loadedScreen(path: string): ComponentType | undefined {
  const key = screenOfPath.get(path);
  return key && loaded.get(key);
}

/** Fetch the page of a screen path (once). */
export async function loadScreen(path: string): Promise<ComponentType | undefined> {
  const key = screenOfPath.get(path);
  if (!key) return undefined;
  const ready = loaded.get(key);
  if (ready) return ready;
  const loader = loaders[key];
  if (!loader) return undefined;
  const component = await loader();
  loaded.set(key, component);
  return component;
}

/** Fetch every page, one after another (idle prefetch, and tests). */
export async function loadAllScreens(): Promise<void> {
  for (const key of Object.keys(loaders) as PageScreen[]) await loadScreen(screens[key].path);
}
