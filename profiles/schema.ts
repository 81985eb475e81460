import * as v from 'valibot';
import { PROGRAM_CODES } from './program-codes.ts';

// A program profile is data a carrier edits: every text is an `{ en, es }` pair checked here,
// so a profile never needs the Lingui catalogs re-extracted (DEC-100). Plain TypeScript and
// valibot only: machines/, src/ and sandbox/ all import it (DEC-101).

const nonEmpty = (what: string) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(`${what} must not be empty`));

/** A text in both languages. `{siteName}` stands for the carrier's brand name. */
export const TextSchema = v.strictObject({
  en: nonEmpty('The English text'),
  es: nonEmpty('The Spanish text'),
});
export type Text = v.InferOutput<typeof TextSchema>;

const IsoDateSchema = v.pipe(v.string(), v.isoDate('A date must be written YYYY-MM-DD'));
const DollarsSchema = v.pipe(v.number(), v.minValue(0), v.finite());

/** D34: a program is open, or closed since a date with a notice that does not block the flow. */
export const StatusSchema = v.variant('state', [
  v.strictObject({ state: v.literal('open') }),
  v.strictObject({ state: v.literal('closed'), since: IsoDateSchema, notice: TextSchema }),
]);

/** The National Verifier's program codes (A §3, D36). */
export const ProgramCodeSchema = v.picklist(PROGRAM_CODES);
export type ProgramCode = v.InferOutput<typeof ProgramCodeSchema>;

export const QualifyingProgramSchema = v.strictObject({
  code: ProgramCodeSchema,
  name: TextSchema,
  /** A line that helps someone tell whether this is their program. */
  hint: v.optional(TextSchema),
  /** Counts only for households on qualifying Tribal lands (D36). */
  tribalLandsOnly: v.boolean(),
  /** The applicant names their school (E50) or college (E51). */
  namesSchool: v.optional(v.boolean(), false),
});

const GuidelineSchema = v.strictObject({
  /** The guideline for one person, in dollars a year. */
  onePerson: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Added for each further person. */
  increment: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

/** One year's HHS poverty guidelines (D37): the 48 states and DC, Alaska, Hawaii. */
export const GuidelineTableSchema = v.strictObject({
  year: v.pipe(v.number(), v.integer(), v.minValue(2000)),
  /** The date the carrier applies this table from. */
  appliesFrom: IsoDateSchema,
  source: TextSchema,
  contiguous: GuidelineSchema,
  alaska: GuidelineSchema,
  hawaii: GuidelineSchema,
});
export type GuidelineTable = v.InferOutput<typeof GuidelineTableSchema>;

export const IncomeRuleSchema = v.strictObject({
  /** The program code of the income route. */
  code: ProgramCodeSchema,
  /** The limit is this percent of the guideline (D36: 135; ACP: 200). */
  percentOfGuidelines: v.pipe(v.number(), v.minValue(1), v.maxValue(1000)),
  /** Newest last; the table in force is the last whose `appliesFrom` has passed. */
  guidelineTables: v.pipe(v.array(GuidelineTableSchema), v.minLength(1)),
  /**
   * The calculator's warning when the income is above the limit: A §3's own words for the ACP,
   * plain ones for a program whose specification sets none (D27).
   */
  overLimitHeading: TextSchema,
});
export type IncomeRule = v.InferOutput<typeof IncomeRuleSchema>;

/**
 * D50: what the program pays for one kind of service. Its texts may name the amounts as
 * `{plan.monthly}`, `{voiceOnly.until}`, … (src/shared/programs/amount-text.ts fills them in).
 */
export const ServiceAmountSchema = v.strictObject({
  /** The service as a sentence names it: "broadband internet service". */
  name: TextSchema,
  /** Up to this much off the service each month. */
  monthly: DollarsSchema,
  /** Up to this much on qualifying Tribal lands (the monthly amount plus the Tribal support). */
  tribalMonthly: DollarsSchema,
  /** The last day the amounts apply (YYYY-MM-DD), or null when the rules set no end. */
  until: v.nullable(IsoDateSchema),
  /**
   * The plan card's line when the carrier's plan is this service, and on Tribal lands; it names
   * this service's own amounts (`{voiceOnly.monthly}`).
   */
  planLine: TextSchema,
  planLineTribal: TextSchema,
});
export type ServiceAmount = v.InferOutput<typeof ServiceAmountSchema>;

/** The kinds of service a program may pay different amounts for (D50). */
export const SERVICES = ['broadband', 'voiceOnly'] as const;
export type Service = (typeof SERVICES)[number];

export const BenefitSchema = v.strictObject({
  /** Up to this much off the service each month. */
  monthly: DollarsSchema,
  /** Up to this much for households on qualifying Tribal lands. */
  tribalMonthly: DollarsSchema,
  /** Link Up: up to this much off the first connection charge (Tribal lands), or none. */
  linkUp: v.nullable(DollarsSchema),
  /** The program's own device discount, or none (Lifeline: none, D35). */
  device: v.nullable(
    v.strictObject({
      maxDiscount: DollarsSchema,
      /** The applicant pays more than this and less than `copayBelow` toward the device. */
      copayAbove: DollarsSchema,
      copayBelow: DollarsSchema,
    }),
  ),
  /** The year the amounts apply to. */
  year: v.pipe(v.number(), v.integer(), v.minValue(2000)),
  /**
   * D50: the amounts by kind of service, when they differ (Lifeline: broadband, or a bundle
   * meeting the broadband minimum standard; voice-only service); null when the program pays
   * one amount whatever the service (the ACP). A carrier's `planCard.service` says which its
   * plan is.
   */
  byService: v.nullable(
    v.strictObject({ broadband: ServiceAmountSchema, voiceOnly: ServiceAmountSchema }),
  ),
});

/** The household step's question (A §3): does another adult already get the benefit? */
export const HouseholdQuestionSchema = v.strictObject({
  /** The step's opening paragraph: one benefit per household, and what a household is. */
  intro: TextSchema,
  legend: TextSchema,
  /** Under `legend`, which shows only after "yes, I live with another adult": it helps answer it. */
  hint: TextSchema,
  oneBenefitInitialsLabel: TextSchema,
});

/**
 * Step 2 (D42, D43). All false (and no part name) is A §5 and A §2, the ACP's: phone and
 * e-mail required, any home address, "Contact Information" as the first part's name.
 */
export const ContactRulesSchema = v.strictObject({
  /** D42: phone and e-mail are each asked "if you have one"; the page says the mail reaches. */
  phoneAndEmailOptional: v.boolean(),
  /** D43: the home address cannot be a P.O. box (the mailing address may be one). */
  homeAddressNoPoBox: v.boolean(),
  /** D43: "Is this a temporary address?", sent at enrolment as `primaryPermanentAddressFlag`. */
  asksTemporaryAddress: v.boolean(),
  /** D43: a home zip code of another state than the one chosen is questioned, naming both. */
  questionsZipOfOtherState: v.boolean(),
  /**
   * D52: the home and mailing addresses each have a second line (apartment, unit, floor), and a
   * Puerto Rico home its urbanization (Urb.); the enrolment and the transfer carry the home
   * address (`primary*`) beside the shipping one. False keeps A §5 and A §3 (the ACP).
   */
  homeAddressLines: v.boolean(),
  /**
   * D58: a home state the carrier does not serve is questioned on step 2, with D49's links,
   * before any later step (the provider is asked about a state the zip page did not check).
   * False keeps A §4: the eligibility check's STATE_NOT_SUPPORTED reopens step 2.
   */
  questionsUnservedState: v.boolean(),
  /**
   * The step indicator's name for the application's first part (steps 1 and 2, "About you"
   * and "How can we contact you?"), or null for A §2's breadcrumb, "Contact Information".
   */
  partName: v.nullable(TextSchema),
});

/**
 * Step 3 (D44). `worksheet` false is A §5, the ACP's: "another adult?", "do they get the
 * benefit?" and two initials. True adds the FCC's household worksheet (Form 5631): "do you
 * share money with them?"; sharing with an adult who gets the benefit ends the application
 * before any check, not sharing is a separate household that the applicant initials (sent at
 * enrolment as `iehFlag` with `iehCertificationDate`).
 */
export const HouseholdRulesSchema = v.strictObject({
  worksheet: v.boolean(),
});

/** What the Tribal-lands steps say the Tribal benefit gives (application step 5, legacy form). */
export const TribalNotesSchema = v.strictObject({
  application: TextSchema,
  legacy: TextSchema,
  /** The legacy result page, when the National Verifier confirmed the household is on Tribal lands. */
  confirmed: TextSchema,
  /** The link to the About page's section on the Tribal benefit. */
  readMore: TextSchema,
  /**
   * D54: the enrolment page's sentence when the applicant said they live on Tribal lands and the
   * National Verifier did not confirm it: the standard amount, and how to ask the Verifier to
   * look again. Null where the applicant's word is enough (D25, the ACP).
   */
  notConfirmed: v.nullable(TextSchema),
});

/**
 * Who may apply and how they say who they are (D40, D41, D45; issue 27). The ACP's values
 * keep A §5 and A §4 as they are: names of 2 to 24 characters, the SSN digits on step 1, the
 * Tribal number with the Tribal box on step 5, the birth year alone (D7).
 */
export const IdentityRulesSchema = v.strictObject({
  /** The shortest and longest names the provider takes (D28: said before the limit). */
  nameLength: v.pipe(
    v.strictObject({
      min: v.pipe(v.number(), v.integer(), v.minValue(1)),
      max: v.pipe(v.number(), v.integer(), v.minValue(2), v.maxValue(100)),
    }),
    v.check(({ min, max }) => min <= max, 'nameLength.min must not be above nameLength.max'),
  ),
  /** Step 1 asks for an optional middle name (D40). */
  middleName: v.boolean(),
  /**
   * Step 1 asks which number the applicant gives: the SSN digits, or a Tribal ID for a member
   * of a federally recognised Tribe with no SSN (D40). The Tribal status step then asks only
   * whether the household lives on Tribal lands. Without it, A §4: the Tribal box of step 5
   * asks for the Tribal number, sent instead of the SSN digits.
   */
  tribalIdForSsn: v.boolean(),
  /**
   * D41: the applicant is `adult` years old on the day they apply, by the full date of birth,
   * or an emancipated minor who says so; the birth years listed reach back from
   * `youngestListed` years ago. `null`: D7's birth years alone (18 years before this year).
   */
  age: v.nullable(
    v.pipe(
      v.strictObject({
        adult: v.pipe(v.number(), v.integer(), v.minValue(1)),
        youngestListed: v.pipe(v.number(), v.integer(), v.minValue(1)),
      }),
      v.check(
        ({ adult, youngestListed }) => youngestListed <= adult,
        'age.youngestListed must not be above age.adult',
      ),
    ),
  ),
  /** The person who takes part in the program may be the applicant's child or dependent (D41). */
  benefitQualifyingPerson: v.boolean(),
  /** The programs marked `tribalLandsOnly` qualify only a household on Tribal lands (D45). */
  tribalLandsOnlyEnforced: v.boolean(),
  /**
   * D54: the Tribal benefit is what the National Verifier confirmed (`tribalStatusConfirmed`),
   * never the applicant's word alone. False is D25 (the ACP): the applicant's word, or the
   * Verifier's.
   */
  tribalBenefitNeedsConfirmation: v.boolean(),
});
export type IdentityRules = v.InferOutput<typeof IdentityRulesSchema>;

/** The short legacy form (B) and its sentences that name the program (B §2, §4). */
export const LegacyFormSchema = v.strictObject({
  /**
   * D47: whether the short form is offered. Lifeline's is not (it has no certifications or
   * household worksheet): its links do not show, and its old URLs open the application.
   */
  offered: v.boolean(),
  /** The Medicaid-or-SNAP question's hint. */
  questionHint: TextSchema,
  /** The result page's lead when the household qualifies. */
  qualifiedLead: TextSchema,
});

/**
 * A statement the applicant initials on the agreement: the profile's own plain wording, which a
 * carrier's settings may replace with the FCC-approved text by its `id` (D46).
 */
export const CertificationSchema = v.strictObject({
  /** Stable: a carrier's settings name the certification by it, never by its position. */
  id: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, 'An id is lowercase-with-hyphens')),
  /** What of the program's form it covers, for carriers and the docs (English only). */
  topic: nonEmpty('A certification topic'),
  en: nonEmpty('The English text'),
  es: nonEmpty('The Spanish text'),
});
export type Certification = v.InferOutput<typeof CertificationSchema>;

/**
 * How the agreement is signed and what is kept of it (D56, D59). The ACP's keeps A §5's page
 * and A §7's check as they are: no record, no declaration.
 */
export const SigningSchema = v.strictObject({
  /**
   * D56: the eligibility check carries `agreement`, the signed record the carrier keeps (47 CFR
   * 54.417): when and in which language it was signed, which wording was shown and its digest,
   * each statement's initials and the signature.
   */
  keepsRecord: v.boolean(),
  /**
   * D56: what the page says beside the signature, the declaration it is made under (Lifeline:
   * under penalty of perjury), with the date; null for A §5's page, which says neither.
   */
  declaration: v.nullable(TextSchema),
  /**
   * D59: the certification whose words say the household's income is within the limit. An
   * applicant the income calculator found over the limit reads a sentence before initialling it.
   */
  incomeCertification: v.pipe(
    v.string(),
    v.regex(/^[a-z0-9-]+$/, 'A certification id is lowercase-with-hyphens'),
  ),
});
export type Signing = v.InferOutput<typeof SigningSchema>;

/** A guide of the resources page: a title, paragraphs, a list, closing paragraphs. */
export const SectionSchema = v.strictObject({
  id: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, 'An id is lowercase-with-hyphens')),
  title: TextSchema,
  intro: v.array(TextSchema),
  items: v.array(TextSchema),
  outro: v.array(TextSchema),
  /** The year the section's figures apply to, when it states figures. */
  figuresYear: v.optional(v.pipe(v.number(), v.integer(), v.minValue(2000))),
  /** The items are steps, in order (a numbered list). */
  ordered: v.optional(v.boolean(), false),
  /** The link that closes the guide: start the application, the documents list below, the
   * status lookup, or the support contact. */
  action: v.optional(v.picklist(['apply', 'documents', 'status', 'support'])),
});
export type Section = v.InferOutput<typeof SectionSchema>;

/** A blog article (D18): short, plain-language, with no figures beyond the program's own. */
export const ArticleSchema = v.strictObject({
  /** The last segment of the article's URL: /BlogPage/{id}. */
  id: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, 'An id is lowercase-with-hyphens')),
  title: TextSchema,
  summary: TextSchema,
  sections: v.pipe(
    v.array(
      v.strictObject({
        heading: TextSchema,
        paragraphs: v.array(TextSchema),
        list: v.array(TextSchema),
      }),
    ),
    v.minLength(1),
  ),
  /** Three other articles, shown as "Related articles" (B §2). */
  related: v.tuple([v.string(), v.string(), v.string()]),
  figuresYear: v.optional(v.pipe(v.number(), v.integer(), v.minValue(2000))),
});
export type Article = v.InferOutput<typeof ArticleSchema>;

export const DocumentSchema = v.strictObject({
  group: v.picklist(['program', 'income', 'identity']),
  document: TextSchema,
  proves: TextSchema,
});

export const SiteSchema = v.strictObject({
  /** Where the program's official information is, as the pages write it: fcc.gov/lifeline. */
  officialSite: v.pipe(
    v.string(),
    v.regex(/^[a-z0-9.-]+\.[a-z]+(\/[a-z0-9/-]*)?$/, 'An official site is written as fcc.gov/path'),
  ),
  home: v.strictObject({
    lead: TextSchema,
    programTitle: TextSchema,
    programIntro: TextSchema,
    benefitItems: v.pipe(v.array(TextSchema), v.minLength(1)),
    providerNote: TextSchema,
    qualifyStep: TextSchema,
    receiveStepTitle: TextSchema,
    receiveStep: TextSchema,
  }),
  about: v.strictObject({
    pageTitle: TextSchema,
    heading: TextSchema,
    intro: v.pipe(v.array(TextSchema), v.minLength(1)),
    benefitItems: v.pipe(v.array(TextSchema), v.minLength(1)),
    household: v.array(TextSchema),
    incomeText: TextSchema,
    programsNote: TextSchema,
    tribalTitle: TextSchema,
    tribalText: TextSchema,
  }),
  documents: v.pipe(v.array(DocumentSchema), v.minLength(1)),
  /** The resources page's guides, in order. */
  guides: v.pipe(v.array(SectionSchema), v.minLength(1)),
  articles: v.pipe(
    v.array(ArticleSchema),
    v.minLength(3),
    v.check(
      (articles) =>
        articles.every((article) =>
          article.related.every((id) => id !== article.id && articles.some((a) => a.id === id)),
        ),
      'Every related article must be another article of the profile',
    ),
  ),
});

/** An address outside the app a page links to: https only, written in full. */
const ExternalUrlSchema = v.pipe(
  v.string(),
  v.url('A link is a full web address'),
  v.startsWith('https://', 'A link must start with https://'),
);

/** A link to another site: its words say where it goes (the site's name or address). */
export const ExternalLinkSchema = v.strictObject({
  href: ExternalUrlSchema,
  text: TextSchema,
});

/**
 * The National Verifier and the places beyond this carrier (D48, D49). `pageBeforeLeaving`:
 * before the browser leaves for a National Verifier link a page says where it goes and why,
 * and the applicant follows the link (D48); false keeps A §4, where the browser leaves by
 * itself. `notServed`: where a household whose area the carrier does not serve can turn.
 */
export const VerifierLinksSchema = v.strictObject({
  pageBeforeLeaving: v.boolean(),
  notServed: v.strictObject({
    heading: TextSchema,
    text: TextSchema,
    links: v.pipe(v.array(ExternalLinkSchema), v.minLength(1)),
  }),
});

/** Every profile the build can select with PROGRAM; a new profile adds its id here. */
export const PROFILE_IDS = ['acp', 'lifeline'] as const;
export type ProfileId = (typeof PROFILE_IDS)[number];

/** The names provider-api.md gives the programs (`program`, additions of 2026-11-24). */
export const API_PROGRAMS = ['ACP', 'LIFELINE'] as const;
export type ApiProgram = (typeof API_PROGRAMS)[number];

export const ProfileSchema = v.pipe(
  v.strictObject({
    id: v.picklist(PROFILE_IDS),
    /** Sent as `program` on every request (provider-api.md, additions of 2026-11-24). */
    apiProgram: v.picklist(API_PROGRAMS),
    name: TextSchema,
    shortName: TextSchema,
    /** The name as it reads inside a sentence, with its article if it takes one: "the
     * Affordable Connectivity Program", "el Programa…"; "Lifeline". */
    nameInSentence: TextSchema,
    /** The short name likewise: "the ACP", "el ACP"; "Lifeline". */
    shortNameInSentence: TextSchema,
    status: StatusSchema,
    benefit: BenefitSchema,
    qualifyingPrograms: v.pipe(v.array(QualifyingProgramSchema), v.minLength(1)),
    income: IncomeRuleSchema,
    householdQuestion: HouseholdQuestionSchema,
    contactRules: ContactRulesSchema,
    householdRules: HouseholdRulesSchema,
    tribalNotes: TribalNotesSchema,
    legacyForm: LegacyFormSchema,
    /** Who may apply and how they say who they are (D40, D41, D45). */
    identityRules: IdentityRulesSchema,
    /** Initialled one by one on the agreement, in order (D46: one per topic of the form). */
    certifications: v.pipe(
      v.array(CertificationSchema),
      v.minLength(1),
      v.check(
        (list) => new Set(list.map((item) => item.id)).size === list.length,
        'Every certification has an id of its own',
      ),
    ),
    /** How the agreement is signed and what is kept of it (D56, D59). */
    signing: SigningSchema,
    site: SiteSchema,
    /**
     * D57: what a registered representative confirms before an assisted application's check:
     * that the applicant gave the answers and signed. A carrier's settings may give its own
     * wording (`representativeStatement`, D46).
     */
    representativeStatement: TextSchema,
    /** D48, D49: the page before the National Verifier, and the not-served page's links. */
    verifierLinks: VerifierLinksSchema,
  }),
  v.forward(
    v.check(
      (profile) =>
        profile.certifications.some(({ id }) => id === profile.signing.incomeCertification),
      "The income certification must be one of the profile's certifications, by its id",
    ),
    ['signing', 'incomeCertification'],
  ),
);
export type ProfileInput = v.InferInput<typeof ProfileSchema>;
export type Profile = v.InferOutput<typeof ProfileSchema>;

/** A readable list of what is wrong, each with its path (`site.home.lead.es: ...`). */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`).join('\n');
}

/** Validates a profile, throwing an error that names every wrong field. */
export function parseProfile(input: unknown): Profile {
  const result = v.safeParse(ProfileSchema, input);
  if (result.success) return result.output;
  throw new Error(`Invalid program profile:\n${describeIssues(result.issues)}`);
}
