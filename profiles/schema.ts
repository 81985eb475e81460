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
});
export type IncomeRule = v.InferOutput<typeof IncomeRuleSchema>;

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
});

/** The household step's question (A §3): does another adult already get the benefit? */
export const HouseholdQuestionSchema = v.strictObject({
  /** The step's opening paragraph: one benefit per household, and what a household is. */
  intro: TextSchema,
  legend: TextSchema,
  hint: TextSchema,
  oneBenefitInitialsLabel: TextSchema,
});

/** What the Tribal-lands steps say the Tribal benefit gives (application step 5, legacy form). */
export const TribalNotesSchema = v.strictObject({
  application: TextSchema,
  legacy: TextSchema,
  /** The legacy result page, when the National Verifier confirmed the household is on Tribal lands. */
  confirmed: TextSchema,
  /** The link to the About page's section on the Tribal benefit. */
  readMore: TextSchema,
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
});
export type IdentityRules = v.InferOutput<typeof IdentityRulesSchema>;

/** The short legacy form's sentences that name the program (B §2, §4). */
export const LegacyFormSchema = v.strictObject({
  /** The Medicaid-or-SNAP question's hint. */
  questionHint: TextSchema,
  /** The result page's lead when the household qualifies. */
  qualifiedLead: TextSchema,
});

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

/** Every profile the build can select with PROGRAM; a new profile adds its id here. */
export const PROFILE_IDS = ['acp', 'lifeline'] as const;
export type ProfileId = (typeof PROFILE_IDS)[number];

/** The names provider-api.md gives the programs (`program`, additions of 2026-11-24). */
export const API_PROGRAMS = ['ACP', 'LIFELINE'] as const;
export type ApiProgram = (typeof API_PROGRAMS)[number];

export const ProfileSchema = v.strictObject({
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
  tribalNotes: TribalNotesSchema,
  legacyForm: LegacyFormSchema,
  /** Who may apply and how they say who they are (D40, D41, D45). */
  identityRules: IdentityRulesSchema,
  /** Initialled one by one on the agreement, in order. */
  certifications: v.pipe(v.array(TextSchema), v.minLength(1)),
  site: SiteSchema,
});
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
