import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { ApplicationData, EligibilityAnswer } from '../../../../machines/flow-types';
import { lifelineProfile } from '../../../../profiles/lifeline';
import type { ProfileId } from '../../../../profiles/schema';
import { lifelineApplication, reviewedApplication } from '../../../support/application-fixture';
import { renderStep } from '../../../support/profile-flow';

// D56: the signature is made under penalty of perjury where the profile says so (Lifeline),
// and the page says it beside the signature, with today's date, in the applicant's language;
// Lifeline's statements include the two D56 adds. D59: an applicant the income calculator
// found over the limit reads a sentence saying so before initialling the income statement.

afterEach(() => {
  vi.doUnmock('virtual:carrier-settings');
  vi.useRealTimers();
});
beforeEach(() => {
  // Only the clock: the page's date is today's (noon, so every time zone has the same day).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-28T12:00:00Z'));
});

const AGREEMENT_URL = '/AgreementPage?profileStep=7';

/** `application` on the income route: one adult and two children, earning `monthly`. */
function onIncome(application: ApplicationData, monthly: number): ApplicationData {
  return {
    ...application,
    reviewConsent: true,
    answers: {
      ...application.answers,
      qualification: {
        ...application.answers.qualification,
        eligibilityProgramCode: 'E13',
        qualifyingPerson: 'applicant',
        income: { adults: 1, children: 2, amount: monthly, period: 'monthly' },
      },
    } as ApplicationData['answers'],
  };
}

async function onAgreement(
  program: ProfileId,
  application: ApplicationData,
  locale: 'en' | 'es' = 'en',
  actors: Record<string, unknown> = {},
) {
  return renderStep(
    program,
    AGREEMENT_URL,
    { application: { agreement: 'editing' } },
    { application },
    locale,
    actors,
  );
}

const lifelineSigned = { ...lifelineApplication, reviewConsent: true };
const initialsBox = (number: number) =>
  screen.getByRole('textbox', { name: new RegExp(`^${number}\\. `) });
const follows = (earlier: Element, later: Element) =>
  Boolean(earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('the signature under Lifeline (D56)', () => {
  it('is made under penalty of perjury, said before the name, with today’s date after it', async () => {
    await onAgreement('lifeline', lifelineSigned);
    const declaration = screen.getByText(
      'I sign this application under penalty of perjury. This means I swear that my answers are true.',
    );
    const name = screen.getByRole('textbox', { name: 'Your full legal name' });
    const date = screen.getByText('Date: November 28, 2026');
    expect(follows(declaration, name)).toBe(true);
    expect(follows(name, date)).toBe(true);
  });

  it('in Spanish', async () => {
    await onAgreement('lifeline', lifelineSigned, 'es');
    expect(
      screen.getByText(
        'Firmo esta solicitud bajo pena de perjurio. Esto significa que juro que mis respuestas son verdaderas.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Fecha: 28 de noviembre de 2026')).toBeVisible();
  });

  it('comes after thirteen statements, with one company only and no transfer to anyone else', async () => {
    await onAgreement('lifeline', lifelineSigned);
    expect(screen.getAllByRole('textbox', { name: /^\d+\. / })).toHaveLength(13);
    expect(
      screen.getByRole('textbox', {
        name: '3. My household will get Lifeline from only one company at a time.',
      }),
    ).toBeRequired();
    expect(
      screen.getByRole('textbox', {
        name: '4. My Lifeline benefit is for my household only. I cannot transfer it to another person.',
      }),
    ).toBeRequired();
    expect(screen.getByText(/All thirteen are required/)).toBeVisible();
  });

  it('records the language it was signed in: Spanish, when the page was in Spanish', async () => {
    const checked: ApplicationData[] = [];
    const answer: EligibilityAnswer = { status: 'IN_PROGRESS', applicationId: 'A1' };
    const { user } = await onAgreement('lifeline', lifelineSigned, 'es', {
      checkEligibility: fromPromise<EligibilityAnswer, { application: ApplicationData }>(
        async ({ input }) => {
          checked.push(input.application);
          return answer;
        },
      ),
    });
    for (let number = 1; number <= 13; number += 1) await user.type(initialsBox(number), 'RM');
    await user.type(
      screen.getByRole('textbox', { name: 'Su nombre legal completo' }),
      'Rosa Martinez-Luna',
    );
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(checked).toHaveLength(1));
    expect(checked[0]?.agreement).toMatchObject({
      language: 'es',
      wording: 'summary',
      signedAt: expect.stringMatching(/^2026-11-2[89]T\d\d:\d\d:\d\d[+-]\d\d:\d\d$/),
    });
    expect(checked[0]?.agreement?.initials).toHaveLength(lifelineProfile.certifications.length);
  });
});

describe('the signature under the ACP (A §5 as it is)', () => {
  it('has no declaration and no date', async () => {
    await onAgreement('acp', reviewedApplication);
    expect(screen.getByRole('textbox', { name: 'Your full legal name' })).toBeVisible();
    expect(screen.queryByText(/perjury/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Date:/)).not.toBeInTheDocument();
  });
});

describe('D59: an income over the limit, before the income statement’s initials', () => {
  const sentence =
    /Before you initial the next statement: the income you gave, \$60,000 a year, is above the limit of \$[\d,]+ for a household of 3\. Initial it only if it is true for your household\./;

  it('is said before the statement and its initials box, and read with the box', async () => {
    await onAgreement('lifeline', onIncome(lifelineSigned, 5000));
    const box = initialsBox(1);
    expect(box).toHaveAccessibleName(/^1\. My household qualifies for Lifeline/);
    expect(box).toHaveAccessibleDescription(sentence);
    expect(box).toHaveAccessibleDescription(/Your initials: RM \(required\)$/);
    const notice = screen.getByText(sentence);
    expect(follows(notice, screen.getByText(/^My household qualifies for Lifeline/))).toBe(true);
    expect(follows(notice, box)).toBe(true);
    // Only there: no other statement is about the income.
    expect(screen.getAllByText(sentence)).toHaveLength(1);
    expect(initialsBox(2)).not.toHaveAccessibleDescription(sentence);
  });

  it('stays read with the box when the box has a message', async () => {
    const { user } = await onAgreement('lifeline', onIncome(lifelineSigned, 5000));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const box = initialsBox(1);
    expect(box).toHaveAccessibleDescription(sentence);
    expect(box).toHaveAccessibleDescription(/Enter your initials, R M/);
  });

  it('in Spanish', async () => {
    await onAgreement('lifeline', onIncome(lifelineSigned, 5000), 'es');
    expect(initialsBox(1)).toHaveAccessibleDescription(
      /Antes de poner sus iniciales en la siguiente declaración: los ingresos que indicó, \$60,000 al año, superan el límite de \$[\d,]+ para un hogar de 3 personas\. Ponga sus iniciales solo si es verdadera para su hogar\./,
    );
  });

  it('is not said of an income within the limit', async () => {
    await onAgreement('lifeline', onIncome(lifelineSigned, 1000));
    expect(initialsBox(1)).toHaveAccessibleDescription(/^Your initials/);
    expect(screen.queryByText(/is above the limit/)).not.toBeInTheDocument();
  });

  it('is not said on a program’s route', async () => {
    await onAgreement('lifeline', lifelineSigned);
    expect(screen.queryByText(/is above the limit/)).not.toBeInTheDocument();
  });

  it('is said under the ACP too, before its first statement, the one that says the household meets the rules', async () => {
    await onAgreement('acp', onIncome(reviewedApplication, 9000));
    const box = initialsBox(1);
    expect(box).toHaveAccessibleName(/^1\. My household meets the rules/);
    expect(box).toHaveAccessibleDescription(
      /the income you gave, \$108,000 a year, is above the limit/,
    );
  });
});
