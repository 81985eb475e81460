import type { BuildSettings } from './build-settings.ts';
import { identityProgramRules, programRules } from './program-rules.ts';

/**
 * What `virtual:carrier-settings` exports (DEC-104): the whole profile and settings,
 * and each part on its own, so a page imports only the part it reads (the zip page must not
 * carry the articles). The build plugin writes these as module code; page tests mock the
 * module with the same object for another profile (tests/support/settings-module.ts).
 */
export function settingsModuleExports({ profile, settings }: BuildSettings) {
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
    certifications: profile.certifications,
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
      ...programRules(profile.qualifyingPrograms, profile.income.code, profile.certifications),
      identity: identityProgramRules(profile.identityRules, profile.qualifyingPrograms),
    },
  };
}

export type SettingsModule = ReturnType<typeof settingsModuleExports>;
