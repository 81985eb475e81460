// One table of every route the app answers. Flow paths are screens of the enrolment machine
// (their URL follows the machine); information paths are plain pages. D17: spellings are
// the original's, typos included, because links and bookmarks already point there.

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
} as const;

/** A blog article: /BlogPage/{articleId}. */
export function blogArticlePath(articleId: string): string {
  return `${informationPaths.blog}/${encodeURIComponent(articleId)}`;
}

export const flowPaths = {
  zip: '/ZipCodePage',
  zipServed: '/SuccessZipCodePage',
  zipNotServed: '/SorryZipCodePage',
  personalInfo: '/PersonalInfoPage',
  contactInfo: '/ContactInfoPage',
  household: '/HouseholdInformationPage',
  qualification: '/QualificationPage',
  tribalStatus: '/TribalStatusPage',
  verify: '/VerifyPage',
  agreement: '/AgreementPage',
  checkStatus: '/CheckEnrollStatusPage',
  reviewing: '/Reviewing',
  rejected: '/Rejected',
  expired: '/Expired',
  verifierReturn: '/ACPEligibilityCheck',
  enrollStep: '/EnrollStep',
  confirmAddress: '/ConfirmAddress',
  transfer: '/TransferAcpPlan',
  completed: '/CompletedACP',
  enrolmentFailure: '/EnrolmentFailure',
  transferFailure: '/Failure',
  // The short legacy flow (B §2).
  legacyHomeAddress: '/HomeAdressPage',
  legacyContact: '/ContactInformation',
  legacyQuestion: '/QuestionPage',
  legacyPersonal: '/PersonalInformationPage',
  legacyProgram: '/ConfirmProgrammPage',
  legacyProgramAlias: '/ConfirmYourProgram',
  legacyIdentity: '/IdVerificationPage',
  legacyReview: '/ReviewPage',
  legacyTribalLands: '/TribalLandsPage',
  legacyNotVerified: '/NotVerifedEligiblePage',
} as const;

/** Each step's URL, for Back links (the machine's guards decide whether it opens). */
export const stepUrls = {
  personalInfo: '/PersonalInfoPage?profileStep=1',
  contactInfo: '/ContactInfoPage?profileStep=2',
  household: '/HouseholdInformationPage?profileStep=3',
  qualification: '/QualificationPage?profileStep=4',
  tribalStatus: '/TribalStatusPage?profileStep=5',
  verify: '/VerifyPage?profileStep=6',
  agreement: '/AgreementPage?profileStep=7',
} as const;

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
