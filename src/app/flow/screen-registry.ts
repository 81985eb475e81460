import type { ComponentType } from 'react';
import { type ScreenKey, screenKeys, screens } from '../../../machines/screens';
import { ZipPage } from '../../features/coverage/zip-page';

// The zip page comes with the flow's chunk: it is the first screen.
// Every other page is its own small chunk, fetched when first needed and prefetched while the
// browser is idle, so a slow phone downloads the zip page first and the rest in the background.

type Loader = () => Promise<ComponentType>;

/** Every screen but the home page (idle), whose page is the information site's. */
type PageScreen = Exclude<ScreenKey, 'idle'>;

// Screens that share a page tell themselves apart by the machine's state (restartConfirm,
// enrollStepPlanOnly, confirmAddressTransfer): the same module, hence the same chunk.
const loaders: Partial<Record<PageScreen, Loader>> = {
  // The success and sorry pages come after a call (the coverage check, also when their URL is
  // typed), which their chunks download beside.
  zipServed: () => import('../../features/coverage/zip-served-page').then((m) => m.ZipServedPage),
  zipNotServed: () =>
    import('../../features/coverage/zip-not-served-page').then((m) => m.ZipNotServedPage),
  personalInfo: () =>
    import('../../features/application/personal-info-page').then((m) => m.PersonalInfoPage),
  contactInfo: () =>
    import('../../features/application/contact-info-page').then((m) => m.ContactInfoPage),
  household: () => import('../../features/application/household-page').then((m) => m.HouseholdPage),
  qualification: () =>
    import('../../features/application/qualification-page').then((m) => m.QualificationPage),
  tribalStatus: () =>
    import('../../features/application/tribal-status-page').then((m) => m.TribalStatusPage),
  verify: () => import('../../features/application/verify-page').then((m) => m.VerifyPage),
  agreement: () => import('../../features/application/agreement-page').then((m) => m.AgreementPage),
  checkStatus: () => import('../../features/status/status-page').then((m) => m.StatusPage),
  reviewing: () => import('../../features/status/status-page').then((m) => m.StatusPage),
  rejected: () => import('../../features/status/status-page').then((m) => m.StatusPage),
  expired: () => import('../../features/status/status-page').then((m) => m.StatusPage),
  verifierReturn: () =>
    import('../../features/status/verifier-return-page').then((m) => m.VerifierReturnPage),
  enrollStep: () =>
    import('../../features/enrolment/enroll-step-page').then((m) => m.EnrollStepPage),
  enrollStepPlanOnly: () =>
    import('../../features/enrolment/enroll-step-page').then((m) => m.EnrollStepPage),
  confirmAddress: () =>
    import('../../features/enrolment/confirm-address-page').then((m) => m.ConfirmAddressPage),
  confirmAddressTransfer: () =>
    import('../../features/enrolment/confirm-address-page').then((m) => m.ConfirmAddressPage),
  transfer: () => import('../../features/enrolment/transfer-page').then((m) => m.TransferPage),
  completed: () => import('../../features/enrolment/completed-page').then((m) => m.CompletedPage),
  enrolmentFailure: () =>
    import('../../features/enrolment/failure-page').then((m) => m.FailurePage),
  transferFailure: () => import('../../features/enrolment/failure-page').then((m) => m.FailurePage),
  legacyHomeAddress: () =>
    import('../../features/legacy/home-address-page').then((m) => m.HomeAddressPage),
  legacyContact: () =>
    import('../../features/legacy/contact-information-page').then((m) => m.ContactInformationPage),
  legacyQuestion: () => import('../../features/legacy/question-page').then((m) => m.QuestionPage),
  legacyPersonal: () =>
    import('../../features/legacy/personal-information-page').then(
      (m) => m.PersonalInformationPage,
    ),
  legacyProgram: () =>
    import('../../features/legacy/confirm-program-page').then((m) => m.ConfirmProgramPage),
  legacyIdentity: () =>
    import('../../features/legacy/id-verification-page').then((m) => m.IdVerificationPage),
  legacyReview: () => import('../../features/legacy/review-page').then((m) => m.ReviewPage),
  legacyTribalLands: () =>
    import('../../features/legacy/tribal-lands-page').then((m) => m.TribalLandsPage),
  legacyNotVerified: () =>
    import('../../features/legacy/not-verified-eligible-page').then(
      (m) => m.NotVerifiedEligiblePage,
    ),
};

const eager: Partial<Record<PageScreen, ComponentType>> = {
  zip: ZipPage,
  restartConfirm: ZipPage,
};

/** The screens that have a page: the registry's keys (a test holds them to the table). */
export const registeredScreens = [...Object.keys(eager), ...Object.keys(loaders)] as PageScreen[];

const loaded = new Map<PageScreen, ComponentType>(
  Object.entries(eager) as Array<[PageScreen, ComponentType]>,
);

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
