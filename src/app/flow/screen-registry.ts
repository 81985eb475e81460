import type { ComponentType } from 'react';
import { flowPaths } from '../../config/paths';
import { ZipNotServedPage } from '../../features/coverage/zip-not-served-page';
import { ZipPage } from '../../features/coverage/zip-page';
import { ZipServedPage } from '../../features/coverage/zip-served-page';

// The coverage pages come with the flow's chunk: they are the first screen. Every other page
// is its own small chunk, fetched when first needed and prefetched while the browser is idle,
// so a slow phone downloads the zip page first and the rest in the background.

type Loader = () => Promise<ComponentType>;

const loaders: Record<string, Loader> = {
  [flowPaths.personalInfo]: () =>
    import('../../features/application/personal-info-page').then((m) => m.PersonalInfoPage),
  [flowPaths.contactInfo]: () =>
    import('../../features/application/contact-info-page').then((m) => m.ContactInfoPage),
  [flowPaths.household]: () =>
    import('../../features/application/household-page').then((m) => m.HouseholdPage),
  [flowPaths.qualification]: () =>
    import('../../features/application/qualification-page').then((m) => m.QualificationPage),
  [flowPaths.tribalStatus]: () =>
    import('../../features/application/tribal-status-page').then((m) => m.TribalStatusPage),
  [flowPaths.verify]: () =>
    import('../../features/application/verify-page').then((m) => m.VerifyPage),
  [flowPaths.agreement]: () =>
    import('../../features/application/agreement-page').then((m) => m.AgreementPage),
  [flowPaths.checkStatus]: () =>
    import('../../features/status/status-page').then((m) => m.StatusPage),
  [flowPaths.reviewing]: () =>
    import('../../features/status/status-page').then((m) => m.StatusPage),
  [flowPaths.rejected]: () => import('../../features/status/status-page').then((m) => m.StatusPage),
  [flowPaths.expired]: () => import('../../features/status/status-page').then((m) => m.StatusPage),
  [flowPaths.verifierReturn]: () =>
    import('../../features/status/verifier-return-page').then((m) => m.VerifierReturnPage),
  [flowPaths.enrollStep]: () =>
    import('../../features/enrolment/enroll-step-page').then((m) => m.EnrollStepPage),
  [flowPaths.confirmAddress]: () =>
    import('../../features/enrolment/confirm-address-page').then((m) => m.ConfirmAddressPage),
  [flowPaths.transfer]: () =>
    import('../../features/enrolment/transfer-page').then((m) => m.TransferPage),
  [flowPaths.completed]: () =>
    import('../../features/enrolment/completed-page').then((m) => m.CompletedPage),
  [flowPaths.enrolmentFailure]: () =>
    import('../../features/enrolment/failure-page').then((m) => m.FailurePage),
  [flowPaths.transferFailure]: () =>
    import('../../features/enrolment/failure-page').then((m) => m.FailurePage),
  [flowPaths.legacyHomeAddress]: () =>
    import('../../features/legacy/home-address-page').then((m) => m.HomeAddressPage),
  [flowPaths.legacyContact]: () =>
    import('../../features/legacy/contact-information-page').then((m) => m.ContactInformationPage),
  [flowPaths.legacyQuestion]: () =>
    import('../../features/legacy/question-page').then((m) => m.QuestionPage),
  [flowPaths.legacyPersonal]: () =>
    import('../../features/legacy/personal-information-page').then(
      (m) => m.PersonalInformationPage,
    ),
  [flowPaths.legacyProgram]: () =>
    import('../../features/legacy/confirm-program-page').then((m) => m.ConfirmProgramPage),
  [flowPaths.legacyIdentity]: () =>
    import('../../features/legacy/id-verification-page').then((m) => m.IdVerificationPage),
  [flowPaths.legacyReview]: () =>
    import('../../features/legacy/review-page').then((m) => m.ReviewPage),
  [flowPaths.legacyTribalLands]: () =>
    import('../../features/legacy/tribal-lands-page').then((m) => m.TribalLandsPage),
  [flowPaths.legacyNotVerified]: () =>
    import('../../features/legacy/not-verified-eligible-page').then(
      (m) => m.NotVerifiedEligiblePage,
    ),
};

const loaded = new Map<string, ComponentType>([
  [flowPaths.zip, ZipPage],
  [flowPaths.zipServed, ZipServedPage],
  [flowPaths.zipNotServed, ZipNotServedPage],
]);

/** The page of a screen path, if it has arrived. */
export function loadedScreen(path: string): ComponentType | undefined {
  return loaded.get(path);
}

/** Fetch the page of a screen path (once). */
export async function loadScreen(path: string): Promise<ComponentType | undefined> {
  const ready = loaded.get(path);
  if (ready) return ready;
  const loader = loaders[path];
  if (!loader) return undefined;
  const component = await loader();
  loaded.set(path, component);
  return component;
}

/** Fetch every page, one after another (idle prefetch, and tests). */
export async function loadAllScreens(): Promise<void> {
  for (const path of Object.keys(loaders)) await loadScreen(path);
}
