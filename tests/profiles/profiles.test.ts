import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { acpProfile } from '../../profiles/acp.ts';
import { guidelineTableOn, incomeLimit, POVERTY_REGIONS } from '../../profiles/income.ts';
import { lifelineProfile } from '../../profiles/lifeline.ts';
import { loadProfile } from '../../profiles/load-profile.ts';
import { PROFILE_IDS, ProfileSchema, parseProfile, type Text } from '../../profiles/schema.ts';

// What the app showed before the pages read the profile (DEC-115): the income table, the
// programs and the certifications as they were written in src/, kept here so that the ACP
// profile goes on reproducing them word for word and figure for figure.
const LISTED_SIZES = 8;
const INCOME_LIMITS = {
  contiguous: {
    bySize: [29_160, 39_440, 49_720, 60_000, 70_280, 80_560, 90_840, 101_120],
    perExtraPerson: 10_280,
  },
  alaska: {
    bySize: [36_420, 49_280, 62_140, 75_000, 87_860, 100_720, 113_580, 126_440],
    perExtraPerson: 12_860,
  },
  hawaii: {
    bySize: [33_540, 45_360, 57_180, 69_000, 80_820, 92_640, 104_460, 116_280],
    perExtraPerson: 11_820,
  },
};
const PROGRAM_NAMES = [
  ['E1', 'Medicaid'],
  ['E2', 'SNAP'],
  ['E3', 'Supplemental Security Income (SSI)'],
  ['E4', 'Federal Public Housing Assistance'],
  ['E8', 'Bureau of Indian Affairs General Assistance'],
  ['E9', 'Tribal TANF'],
  ['E10', 'Food Distribution Program on Indian Reservations (FDPIR)'],
  ['E11', 'Tribal Head Start (income-based)'],
  ['E13', 'Eligibility Based on Income'],
  ['E15', 'Veterans Pension or Survivors Pension'],
  ['E50', 'Free and Reduced-Price School Lunch or Breakfast Program'],
  ['E51', 'Federal Pell Grant'],
  ['E54', 'WIC'],
];
// Issue 40: the same six statements, written at a grade 8 reading level (tests/reading).
const CERTIFICATIONS = [
  'My household meets the rules to get the Affordable Connectivity Program (ACP). The information in this application is true and correct.',
  'I will tell my provider within 30 days if I no longer qualify. For example, no one in my household takes part in the program that qualified us any more, or our income goes above the limit.',
  'I understand that each household can get only one ACP benefit. No one else in my household already gets it.',
  'I understand that giving false information to get the benefit can be punished. I could lose the benefit, pay fines or go to prison.',
  'I agree that my provider and the Universal Service Administrative Company (USAC) may check and share my information. They use it to confirm that I qualify and to run the program. USAC runs the program.',
  'I understand that I can move my benefit to another provider only as the program rules allow. My provider may check every year that I still qualify.',
];

/** Every `{ en, es }` text in a value, with its path. */
function texts(value: unknown, path = ''): [string, Text][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${path}.${index}`));
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.en === 'string' && typeof record.es === 'string') {
      return [[path.slice(1), record as unknown as Text]];
    }
    return Object.entries(record).flatMap(([key, item]) => texts(item, `${path}.${key}`));
  }
  return [];
}

describe('the profile schema', () => {
  it.each(PROFILE_IDS)('accepts the %s profile', (id) => {
    expect(() => loadProfile(id)).not.toThrow();
    expect(loadProfile(id).id).toBe(id);
  });

  it('refuses a profile missing a Spanish text, naming its path', () => {
    const broken = structuredClone(lifelineProfile);
    broken.site.home.lead = { en: broken.site.home.lead.en, es: '  ' };
    expect(() => parseProfile(broken)).toThrow(/site\.home\.lead\.es: The Spanish text must not/);
    const withoutKey = structuredClone(lifelineProfile) as { certifications: unknown[] };
    withoutKey.certifications[3] = { en: 'I will tell my provider.' };
    expect(() => parseProfile(withoutKey)).toThrow(/certifications\.3\.es/);
  });

  it('refuses an article related to one that does not exist', () => {
    const broken = structuredClone(lifelineProfile);
    const first = broken.site.articles[0];
    if (!first) throw new Error('Lifeline has articles');
    first.related = ['keeping-lifeline', 'nowhere', 'what-is-lifeline'];
    const result = v.safeParse(ProfileSchema, broken);
    expect(result.success).toBe(false);
  });

  it.each(PROFILE_IDS)(
    '%s: every text is filled in both languages and differs where it should',
    (id) => {
      const found = texts(loadProfile(id));
      expect(found.length).toBeGreaterThan(50);
      for (const [, text] of found) {
        expect(text.en.trim()).not.toBe('');
        expect(text.es.trim()).not.toBe('');
      }
    },
  );
});

describe('the Lifeline profile (D35–D37, D39)', () => {
  const profile = loadProfile('lifeline');

  it('is open, sends LIFELINE and has D35’s benefit and no device benefit', () => {
    expect(profile.status).toEqual({ state: 'open' });
    expect(profile.apiProgram).toBe('LIFELINE');
    expect(profile.benefit).toMatchObject({
      monthly: 9.25,
      tribalMonthly: 34.25,
      linkUp: 100,
      device: null,
      year: 2026,
    });
  });

  it('pays by service (D50): $9.25 broadband, $5.25 voice only until 30 November 2027, $25 more on Tribal lands', () => {
    const { broadband, voiceOnly } = profile.benefit.byService ?? {};
    expect(broadband).toMatchObject({ monthly: 9.25, tribalMonthly: 34.25, until: null });
    expect(voiceOnly).toMatchObject({ monthly: 5.25, tribalMonthly: 30.25, until: '2027-11-30' });
    // 47 CFR 54.403(a)(3): the Tribal support is the same $25 on top of either amount.
    for (const amount of [broadband, voiceOnly]) {
      expect((amount?.tribalMonthly ?? 0) - (amount?.monthly ?? 0)).toBe(25);
    }
    expect(loadProfile('acp').benefit.byService).toBeNull();
  });

  it('qualifies by D36’s programs, Tribal ones only on Tribal lands, and not by ACP’s', () => {
    const codes = profile.qualifyingPrograms.map((program) => program.code);
    expect(codes).toEqual(['E1', 'E2', 'E3', 'E4', 'E8', 'E9', 'E10', 'E11', 'E13', 'E15']);
    const tribal = profile.qualifyingPrograms.filter((program) => program.tribalLandsOnly);
    expect(tribal.map((program) => program.code)).toEqual(['E8', 'E9', 'E10', 'E11']);
    expect(codes).not.toContain('E50');
    expect(codes).not.toContain('E51');
    expect(codes).not.toContain('E54');
    expect(profile.income.code).toBe('E13');
  });

  it('names no ACP and no other program’s device or amounts in either language', () => {
    for (const [path, text] of texts(profile)) {
      for (const words of [text.en, text.es]) {
        expect(words, path).not.toMatch(/\bACP\b|Affordable Connectivity|Conectividad Asequible/);
        expect(words, path).not.toMatch(/\$30\b|\$75\b|10\.01|200%/);
      }
    }
  });

  it('has one certification per topic of the form (D46), each with its own id and topic', () => {
    expect(profile.certifications.map((certification) => certification.id)).toEqual([
      'qualifies',
      'one-benefit',
      'one-company',
      'no-transfer',
      'report-changes',
      'new-address',
      'temporary-address',
      'recertify',
      'usage',
      'share-information',
      'tribal-lands',
      'true-information',
      'penalty',
    ]);
    const english = (id: string) =>
      profile.certifications.find((certification) => certification.id === id)?.en ?? '';
    for (const [id, words] of [
      ['one-benefit', /only one Lifeline benefit/],
      // D56: from one company only, and not to be transferred to anyone else.
      ['one-company', /only one company at a time/],
      ['no-transfer', /cannot transfer it to another person/],
      ['report-changes', /within 30 days/],
      ['new-address', /new address within 30 days/],
      ['temporary-address', /every 90 days/],
      ['recertify', /recertify every year.*benefit ends/],
      ['usage', /30 days.*15 days/],
      ['share-information', /state, Tribal and federal agencies/],
      ['share-information', /USAC/],
      ['tribal-lands', /Tribal benefit only if I live on federally recognized Tribal lands/],
      ['true-information', /true and correct/],
      ['penalty', /punishable by law/],
    ] as const) {
      expect(english(id), id).toMatch(words);
    }
    // "True" is one statement and the penalty another (D46): neither says the other's part.
    expect(english('true-information')).not.toMatch(/punish|fine|prison/);
    expect(english('penalty')).not.toMatch(/true/);
    for (const certification of profile.certifications) {
      expect(certification.topic, certification.id).toMatch(/Form 5629|D39|54\.410/);
    }
  });

  it('D56: has Spanish for the two statements it adds, saying the same', () => {
    const spanish = (id: string) =>
      profile.certifications.find((certification) => certification.id === id)?.es ?? '';
    expect(spanish('one-company')).toMatch(/una sola compañía a la vez/);
    expect(spanish('no-transfer')).toMatch(/No puedo transferirlo a otra persona/);
  });

  it('D56: keeps the signed record, signed under penalty of perjury in both languages', () => {
    expect(profile.signing.keepsRecord).toBe(true);
    expect(profile.signing.declaration?.en).toMatch(/under penalty of perjury/);
    expect(profile.signing.declaration?.es).toMatch(/bajo pena de perjurio/);
    // D59: the income route's statement is the one that says the income is within the limit.
    const income = profile.certifications.find(
      (certification) => certification.id === profile.signing.incomeCertification,
    );
    expect(income?.en).toMatch(/income is at or below the limit/);
  });

  it('refuses an income certification that is none of its certifications', () => {
    const broken = structuredClone(lifelineProfile);
    broken.signing.incomeCertification = 'qualify';
    expect(() => parseProfile(broken)).toThrow(
      /signing\.incomeCertification: The income certification must be one of the profile's certifications/,
    );
  });

  it('refuses two certifications with the same id', () => {
    const twice = structuredClone(lifelineProfile);
    const first = twice.certifications[0];
    if (!first) throw new Error('Lifeline has certifications');
    twice.certifications.push({ ...first });
    expect(() => parseProfile(twice)).toThrow(/Every certification has an id of its own/);
  });

  it('does not offer the short form (D47); the ACP does', () => {
    expect(profile.legacyForm.offered).toBe(false);
    expect(loadProfile('acp').legacyForm.offered).toBe(true);
  });

  it('covers the guides the issue lists, with the 30-day rule and its 15-day notice', () => {
    expect(profile.site.guides.map((guide) => guide.id)).toEqual([
      'how-to-apply',
      'prepare',
      'tribal-lands',
      'keeping',
      'transfer',
    ]);
    const keeping = profile.site.guides.find((guide) => guide.id === 'keeping');
    expect(keeping?.items.map((item) => item.en).join(' ')).toMatch(/30 days.*15 days/);
  });

  it('states each figure with the year it applies to', () => {
    for (const section of [...profile.site.guides, ...profile.site.articles]) {
      const statesFigures = texts(section).some(([, text]) => /\$\d/.test(text.en));
      if (statesFigures) expect(section.figuresYear, section.id).toBe(2026);
    }
    const { home, about } = profile.site;
    for (const text of [
      profile.tribalNotes.application,
      profile.tribalNotes.legacy,

      home.lead,
      home.programIntro,
      ...about.benefitItems,
      about.incomeText,
      about.tribalText,
    ]) {
      expect(text.en).toContain('2026');
      expect(text.es).toContain('2026');
    }
  });
});

describe('D37: Lifeline’s 2026 income limits, 135% of the guidelines, round half up', () => {
  const table = guidelineTableOn(lifelineProfile.income, '2026-11-24');
  const expected = {
    contiguous: [21_546, 29_214, 36_882, 44_550, 52_218, 59_886, 67_554, 75_222],
    alaska: [26_933, 36_518, 46_103, 55_688, 65_273, 74_858, 84_443, 94_028],
    hawaii: [24_786, 33_602, 42_417, 51_233, 60_048, 68_864, 77_679, 86_495],
  };

  it('uses the 2026 table from 13 January 2026, with its source', () => {
    expect(table.year).toBe(2026);
    expect(table.appliesFrom).toBe('2026-01-13');
    expect(table.source.en).toContain('2026');
  });

  it.each(POVERTY_REGIONS)('%s, sizes 1 to 8', (region) => {
    const limits = Array.from({ length: 8 }, (_, index) =>
      incomeLimit(lifelineProfile.income.percentOfGuidelines, table, region, index + 1),
    );
    expect(limits).toEqual(expected[region]);
  });

  it('rounds half up and refuses a household of no one', () => {
    const half = { ...table, contiguous: { onePerson: 10, increment: 10 } };
    expect(incomeLimit(135, half, 'contiguous', 1)).toBe(14); // 13.5
    expect(incomeLimit(105, half, 'contiguous', 1)).toBe(11); // 10.5
    expect(() => incomeLimit(135, table, 'alaska', 0)).toThrow(RangeError);
  });
});

describe('the ACP profile reproduces what the app shows today (D38)', () => {
  const profile = loadProfile('acp');

  it('is closed since 2024-02-07 with a notice in both languages, and sends ACP', () => {
    expect(profile.status).toMatchObject({ state: 'closed', since: '2024-02-07' });
    expect(profile.apiProgram).toBe('ACP');
  });

  it('gives today’s income table: 200% of the 2023 guidelines, sizes 1 to 8 and each extra person', () => {
    const table = guidelineTableOn(profile.income, '2026-11-24');
    expect(table.year).toBe(2023);
    for (const region of POVERTY_REGIONS) {
      for (let size = 1; size <= LISTED_SIZES + 2; size += 1) {
        const today =
          (INCOME_LIMITS[region].bySize[Math.min(size, LISTED_SIZES) - 1] ?? 0) +
          Math.max(0, size - LISTED_SIZES) * INCOME_LIMITS[region].perExtraPerson;
        expect(incomeLimit(profile.income.percentOfGuidelines, table, region, size)).toBe(today);
      }
    }
  });

  it('lists today’s programs, in order, with today’s names', () => {
    expect(profile.qualifyingPrograms.map((program) => [program.code, program.name.en])).toEqual(
      PROGRAM_NAMES,
    );
  });

  it('has today’s certifications, in order', () => {
    expect(profile.certifications.map((text) => text.en)).toEqual(CERTIFICATIONS);
  });

  it('keeps A’s agreement and check: no declaration by the signature, no signed record (D56)', () => {
    expect(profile.signing).toEqual({
      keepsRecord: false,
      declaration: null,
      incomeCertification: 'eligible-and-true',
    });
  });

  it('keeps today’s figures: $30, $75, $100 and the $10.01 tablet', () => {
    expect(profile.benefit).toMatchObject({ monthly: 30, tribalMonthly: 75, linkUp: null });
    expect(profile.benefit.device).toEqual({ maxDiscount: 100, copayAbove: 10, copayBelow: 50 });
    expect(profile.site.home.receiveStep.en).toContain('$10.01');
    expect(acpProfile.site.articles.map((article) => article.id)).toContain('tablet-for-10-01');
  });
});
