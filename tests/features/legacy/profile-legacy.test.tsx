import { i18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EnrolmentContext } from '../../../machines/enrolment.machine';
import type { ProfileId } from '../../../profiles/schema';
import { settingsModule } from '../../support/settings-module';
import { setupUser } from '../../support/user';
import { wordContextFor } from '../../support/word-context';
import { beforeProgram, legacyContext, question, withProgram } from './legacy-answers-fixture';

// The short legacy form under each profile (issue 17, DEC-115): its program list, the hint
// that names the program, the result page's Tribal note, and the review's program name.

function mockProfile(program: ProfileId) {
  vi.resetModules();
  vi.doMock('virtual:carrier-settings', () => settingsModule(program));
}

afterEach(() => vi.doUnmock('virtual:carrier-settings'));

const ACP_WORDING = /\bACP\b|Affordable Connectivity|Conectividad Asequible|EBB|Enhanced Tribal/i;

async function renderLegacy(
  program: ProfileId,
  url: string,
  value: unknown,
  context: Partial<EnrolmentContext>,
  locale: 'en' | 'es' = 'en',
) {
  mockProfile(program);
  const { renderFlow } = await import('../../render-flow');
  const view = renderFlow(url, {}, { state: { value, context }, locale });
  await screen.findByRole('heading', { level: 1 });
  return { view, user: setupUser() };
}

const tribalLands = (program: ProfileId, locale: 'en' | 'es' = 'en') =>
  renderLegacy(
    program,
    '/TribalLandsPage',
    { legacy: 'tribalLands' },
    {
      ...legacyContext(withProgram),
      eligibilityStatus: 'SUCCESSFUL',
      eligibility: { applicationId: 'A7', eligibilityCheckId: 'EC7', tribalStatusConfirmed: true },
    },
    locale,
  );

describe('the Tribal lands page under each profile', () => {
  it('tells a Lifeline household it qualifies for Lifeline, with the Tribal benefit’s 2026 amounts', async () => {
    await tribalLands('lifeline');
    expect(
      screen.getByText(/your household qualifies for Lifeline\. Next, choose your plan/),
    ).toBeVisible();
    expect(screen.getByText(/so you get the Tribal benefit\./)).toBeVisible();
    expect(screen.getByText(/up to \$34\.25 a month .*\(2026 amounts\)/)).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Read more about the Tribal benefit and Link Up' }),
    ).toHaveAttribute('href', expect.stringMatching(/#tribal-title$/));
    expect(document.body.textContent).not.toMatch(ACP_WORDING);
  });

  it('says it in Spanish', async () => {
    await tribalLands('lifeline', 'es');
    expect(screen.getByText(/reúne los requisitos de Lifeline/)).toBeVisible();
    expect(screen.getByText(/hasta \$34\.25 al mes/)).toBeVisible();
    expect(document.body.textContent).not.toMatch(ACP_WORDING);
  });

  it('keeps the ACP’s words', async () => {
    await tribalLands('acp');
    expect(
      screen.getByText(/qualifies for the Affordable Connectivity Program\. Next/),
    ).toBeVisible();
    expect(screen.getByText(/so you get the Enhanced Tribal Benefit\./)).toBeVisible();
  });
});

describe('the question page’s hint under each profile', () => {
  const onQuestion = (program: ProfileId, locale: 'en' | 'es' = 'en') =>
    renderLegacy(
      program,
      '/QuestionPage',
      { legacy: 'question' },
      legacyContext({ ...beforeProgram, question: null }),
      locale,
    );

  it('says either program can qualify the household for Lifeline', async () => {
    await onQuestion('lifeline');
    expect(screen.getByRole('group', { name: /Medicaid or SNAP/ })).toHaveAccessibleDescription(
      /Either program can qualify your household for Lifeline\./,
    );
    expect(document.body.textContent).not.toMatch(ACP_WORDING);
  });

  it('keeps the ACP’s hint', async () => {
    await onQuestion('acp');
    expect(screen.getByRole('group', { name: /Medicaid or SNAP/ })).toHaveAccessibleDescription(
      /for the Affordable Connectivity Program\./,
    );
  });
});

describe('the program page under Lifeline', () => {
  it('offers Lifeline’s programs that qualify alone: no Tribal ones, no income route', async () => {
    const { user } = await renderLegacy(
      'lifeline',
      '/ConfirmProgrammPage',
      { legacy: 'confirmProgram' },
      legacyContext({ ...beforeProgram, question: { ...question, medicaidOrSnap: '2' } }),
    );
    expect(
      screen.getByRole('group', { name: /take part in one of these programs/ }),
    ).toHaveAccessibleDescription(/Medicaid, .* or Veterans Pension or Survivors Benefit/);
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    const list = screen.getByRole('group', { name: 'Which program?' });
    expect(
      within(list)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['E1', 'E2', 'E3', 'E4', 'E15']);
    expect(document.body.textContent).not.toMatch(ACP_WORDING);
  });
});

describe('the review rows under each profile', () => {
  it('names the program as the profile does, in the language shown', async () => {
    mockProfile('lifeline');
    const { legacyReviewRows } = await import('../../../src/features/legacy/legacy-review-rows');
    const legacy = {
      ...withProgram,
      program: { inProgram: true, eligibilityProgramCode: 'E15' },
    };
    i18n.loadAndActivate({ locale: 'es', messages: {} });
    const spanish = legacyReviewRows(legacy, wordContextFor()).find((row) => row.id === 'program');
    expect(spanish?.value).toBe('Pensión para Veteranos o Beneficio para Sobrevivientes');
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    const english = legacyReviewRows(legacy, wordContextFor()).find((row) => row.id === 'program');
    expect(english?.value).toBe('Veterans Pension or Survivors Benefit');
  });
});
