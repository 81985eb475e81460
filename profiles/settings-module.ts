import type { BuildSettings } from './build-settings.ts';
import type { CarrierSettings } from './carrier-settings.ts';
import { identityProgramRules, programRules } from './program-rules.ts';
import type { Profile } from './schema.ts';

/**
 * D46: the certifications the agreement shows, in the profile's order: the carrier's
 * FCC-approved wording when its settings give it (the build checked that they give every one),
 * else the profile's own; then (D56) the statements of the carrier's own wording that the
 * profile does not have, in the file's order, each initialled and recorded like the others.
 * Only what the page shows: the id and the words.
 */
function certificationsShown(profile: Profile, settings: CarrierSettings) {
  const own = settings.certifications ?? {};
  const ids = new Set(profile.certifications.map(({ id }) => id));
  const profiles = profile.certifications.map(({ id, en, es }) => {
    const wording = own[id];
    return wording ? { id, en: wording.en, es: wording.es } : { id, en, es };
  });
  const carriers = Object.entries(own)
    .filter(([id]) => !ids.has(id))
    .map(([id, wording]) => ({ id, en: wording.en, es: wording.es }));
  return [...profiles, ...carriers];
}

/**
 * What `virtual:carrier-settings` exports (DEC-104): the whole profile and settings,
 * and each part on its own, so a page imports only the part it reads (the zip page must not
 * carry the articles). The build plugin writes these as module code; page tests mock the
 * module with the same object for another profile (tests/support/settings-module.ts).
 */
export function settingsModuleExports({ profile, settings }: BuildSettings) {
  const certifications = certificationsShown(profile, settings);
  return {
    profile,
    settings,
    ...settings,
    apiProgram: profile.apiProgram,
    programStatus: profile.status,
    programName: profile.name,
    programShortName: profile.shortName,
    benefit: profile.benefit,
    qualifyingPrograms: profile.qualifyingPrograms,
    incomeRule: profile.income,
    householdQuestion: profile.householdQuestion,
    tribalNotes: profile.tribalNotes,
    certifications,
    /** D56: which wording the agreement shows: the carrier's FCC-approved text, or the summary. */
    certificationWording: (settings.certifications === null ? 'summary' : 'carrier') as
      | 'summary'
      | 'carrier',
    /** D56, D59: how the agreement is signed and what the check records of it. */
    signing: profile.signing,
    /** D57: what a representative confirms: the carrier's wording, else the profile's. */
    representativeStatement: settings.representativeStatement ?? profile.representativeStatement,
    siteHome: profile.site.home,
    siteAbout: profile.site.about,
    siteDocuments: profile.site.documents,
    siteGuides: profile.site.guides,
    siteArticles: profile.site.articles,
    // The information site and its shell (issue 17 §2).
    programNameInSentence: profile.nameInSentence,
    programShortNameInSentence: profile.shortNameInSentence,
    siteOfficialSite: profile.site.officialSite,
    /** The menu's name for the About page, alone: the shell must not carry the whole page. */
    siteAboutTitle: profile.site.about.pageTitle,
    // The application and legacy steps (issue 17, DEC-115).
    legacyForm: profile.legacyForm,
    programRules: {
      ...programRules(
        profile.qualifyingPrograms,
        profile.income.code,
        certifications,
        profile.legacyForm,
        { contact: profile.contactRules, household: profile.householdRules },
        profile.verifierLinks,
      ),
      identity: identityProgramRules(profile.identityRules, profile.qualifyingPrograms),
    },
    /**
     * D40: step 1 asks for a Tribal ID instead of the SSN digits (for a Tribe member with no
     * SSN), rather than A §4's Tribal number on step 5. Its own export: the information pages
     * say which, and `programRules` would bring them the flow's code.
     */
    tribalIdForSsn: profile.identityRules.tribalIdForSsn,
    // D49: the not-served page's way on.
    notServedHelp: profile.verifierLinks.notServed,
    /** D50: which service the carrier's plan is, when the program's amounts differ by it. */
    planService: settings.planCard.service ?? null,
    // Step 2's rules as the profile gives them, with the step indicator's name for part 1.
    contactRules: profile.contactRules,
  };
}

export type SettingsModule = ReturnType<typeof settingsModuleExports>;
