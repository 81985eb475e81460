// The module scripts/carrier-settings-plugin.ts serves: the build's validated profile and
// carrier settings (DEC-102).
declare module 'virtual:carrier-settings' {
  export const profile: import('./schema.ts').Profile;
  export const settings: import('./carrier-settings.ts').CarrierSettings;
  // The same settings, part by part, for modules that need only some of them.
  type Settings = import('./carrier-settings.ts').CarrierSettings;
  export const program: Settings['program'];
  export const brandName: Settings['brandName'];
  export const page: Settings['page'];
  export const support: Settings['support'];
  export const planCard: Settings['planCard'];
  export const device: Settings['device'];
  export const homeFigures: Settings['homeFigures'];
  export const api: Settings['api'];
  /** The profile's name for the program in provider API requests (provider-api.md). */
  export const apiProgram: import('./schema.ts').Profile['apiProgram'];
  /** D34: open, or closed since a date with its notice; the first screens show it. */
  export const programStatus: import('./schema.ts').Profile['status'];
  // The profile, part by part (DEC-104): import only the part a module reads.
  type P = import('./schema.ts').Profile;
  export const programName: P['name'];
  export const programShortName: P['shortName'];
  export const benefit: P['benefit'];
  export const qualifyingPrograms: P['qualifyingPrograms'];
  export const incomeRule: P['income'];
  export const householdQuestion: P['householdQuestion'];
  export const contactRules: P['contactRules'];
  export const tribalNotes: P['tribalNotes'];
  /** D46: the wording in use (the carrier's FCC-approved text, or the profile's), by id. */
  export const certifications: readonly { id: string; en: string; es: string }[];
  /** D56: which wording the agreement shows: the carrier's FCC-approved text, or the summary. */
  export const certificationWording: 'carrier' | 'summary';
  /** D56, D59: how the agreement is signed and what the check records of it. */
  export const signing: P['signing'];
  /** D57: what a representative confirms before an assisted check (the carrier's or the profile's). */
  export const representativeStatement: import('./schema.ts').Text;
  export const siteHome: P['site']['home'];
  export const siteAbout: P['site']['about'];
  export const siteDocuments: P['site']['documents'];
  export const siteGuides: P['site']['guides'];
  export const siteArticles: P['site']['articles'];
  // The information site and its shell (issue 17 §2).
  export const programNameInSentence: P['nameInSentence'];
  export const programShortNameInSentence: P['shortNameInSentence'];
  export const siteOfficialSite: P['site']['officialSite'];
  export const siteAboutTitle: P['site']['about']['pageTitle'];
  // The application and legacy steps (issue 17, DEC-115).
  export const legacyForm: P['legacyForm'];
  /** D49: where a household the carrier does not serve can turn. */
  /** D40: step 1 takes a Tribal ID instead of the SSN digits; else A §4's Tribal number. */
  export const tribalIdForSsn: boolean;
  export const notServedHelp: P['verifierLinks']['notServed'];
  /** D50: which service the carrier's plan is (its `planCard.service`), or null. */
  export const planService: import('./schema.ts').Service | null;
  /** What the machine checks of the profile, given to it as input (DEC-116). */
  export const programRules: import('./program-rules.ts').ProgramRules;
}
