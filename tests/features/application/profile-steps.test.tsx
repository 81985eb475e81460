import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { ApplicationData, ContactInfo, EligibilityAnswer } from '../../../machines/flow-types';
import type { ProfileId } from '../../../profiles/schema';
import { atStep, reviewedApplication } from '../../support/application-fixture';
import { ACP_WORDING, renderStep } from '../../support/profile-flow';

// The application steps under each profile (issue 17, DEC-115): the build's programs, income
// limit, household question, Tribal note and certifications, and no word of the other program.

afterEach(() => vi.doUnmock('virtual:carrier-settings'));

/** The fixture as step 4 opens, living in `state`. */
function withState(state: string): ApplicationData {
  const before = atStep('qualification');
  const contact = before.answers.contactInfo as ContactInfo;
  return {
    ...before,
    answers: { ...before.answers, contactInfo: { ...contact, state, contactState: state } },
  };
}

const QUALIFICATION_URL = '/QualificationPage?profileStep=4';

async function onQualification(program: ProfileId, state = 'NY', locale: 'en' | 'es' = 'en') {
  return renderStep(
    program,
    QUALIFICATION_URL,
    { application: 'qualification' },
    { application: withState(state) },
    locale,
  );
}

function programRadios() {
  return within(screen.getAllByRole('group')[0] as HTMLElement)
    .getAllByRole('radio')
    .map((radio) => radio.getAttribute('value'));
}

describe('step 4 under each profile: the programs', () => {
  it('lists Lifeline’s programs (D36), Tribal ones included, and no school, Pell or WIC', async () => {
    await onQualification('lifeline');
    expect(programRadios()).toEqual([
      'E1',
      'E2',
      'E3',
      'E4',
      'E8',
      'E9',
      'E10',
      'E11',
      'E13',
      'E15',
    ]);
    expect(screen.getByRole('radio', { name: /Veterans Pension or Survivors Benefit/ })).toBe(
      screen.getByDisplayValue('E15'),
    );
    expect(screen.getByText('Only for households that meet its income standard')).toBeVisible();
    expect(screen.queryByText(/Pell|WIC|School Lunch/)).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(ACP_WORDING);
  });

  it('keeps the ACP’s thirteen, school and grant programs included', async () => {
    await onQualification('acp');
    expect(programRadios()).toEqual([
      'E1',
      'E2',
      'E3',
      'E4',
      'E8',
      'E9',
      'E10',
      'E11',
      'E13',
      'E15',
      'E50',
      'E51',
      'E54',
    ]);
  });

  it('names Lifeline’s programs in Spanish', async () => {
    await onQualification('lifeline', 'NY', 'es');
    expect(screen.getByRole('radio', { name: /Beneficio para Sobrevivientes/ })).toHaveAttribute(
      'value',
      'E15',
    );
    expect(document.body.textContent).not.toMatch(ACP_WORDING);
  });

  it('sends a Lifeline program that names no school with nothing else', async () => {
    const { view, user } = await onQualification('lifeline');
    await user.click(screen.getByDisplayValue('E15'));
    expect(screen.queryByRole('textbox', { name: /school/i })).not.toBeInTheDocument();
    // D41: Lifeline also asks who takes part in the program.
    await user.click(screen.getByRole('radio', { name: 'Me' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(view.actor.getSnapshot().context.application.answers.qualification).toMatchObject({
        eligibilityProgramCode: 'E15',
        schoolName: '',
        qualifyingPerson: 'applicant',
      }),
    );
  });
});

describe('step 4 under each profile: the income limit for the household and its state', () => {
  async function limitShown(
    program: ProfileId,
    state: string,
    adults: string,
    children: string,
    locale: 'en' | 'es' = 'en',
  ) {
    const { user } = await onQualification(program, state, locale);
    await user.click(screen.getByDisplayValue('E13'));
    await user.selectOptions(screen.getByRole('combobox', { name: /^(Adults|Adultos)/ }), adults);
    await user.selectOptions(
      screen.getByRole('combobox', { name: /^(Children|Niños|Menores)/ }),
      children,
    );
    return screen.getByText(/(Income limit|Límite de ingresos)/).closest('.notice');
  }

  it.each([
    ['AK', '1', '0', /household of 1 in Alaska: \$26,933 a year/],
    ['AK', '2', '2', /household of 4 in Alaska: \$55,688 a year/],
    ['HI', '2', '0', /household of 2 in Hawaii: \$33,602 a year/],
    ['NY', '2', '1', /household of 3 in New York: \$36,882 a year/],
  ])(
    'Lifeline, %s, %s adults and %s children: D37’s 2026 limit',
    async (state, adults, children, limit) => {
      const notice = await limitShown('lifeline', state, adults, children);
      expect(notice).toHaveTextContent(limit);
      expect(notice).toHaveTextContent(
        'The limit is 135% of the 2026 federal poverty guidelines. Alaska and Hawaii have higher limits.',
      );
      expect(document.body.textContent).not.toMatch(ACP_WORDING);
    },
  );

  it('Lifeline in Spanish: Alaska’s limit and the year of the guidelines', async () => {
    const notice = await limitShown('lifeline', 'AK', '3', '0', 'es');
    expect(notice).toHaveTextContent(/Alaska: \$46,103 al año/);
    expect(notice).toHaveTextContent(
      'El límite es el 135% de las pautas federales de pobreza de 2026. Alaska y Hawái tienen límites más altos.',
    );
    expect(document.body.textContent).not.toMatch(ACP_WORDING);
  });

  it('warns a Lifeline applicant in Alaska only above Alaska’s limit', async () => {
    const { user } = await onQualification('lifeline', 'AK');
    await user.click(screen.getByDisplayValue('E13'));
    await user.click(screen.getByRole('radio', { name: 'Per year' }));
    const amount = screen.getByRole('textbox', { name: /Household income/ });
    await user.type(amount, '26933');
    expect(screen.queryByText(/above the Lifeline limit/)).not.toBeInTheDocument();
    await user.type(amount, '{Backspace}4');
    // Issue 27: plain words of its own, not the ACP's "based on Low Income".
    expect(screen.getByText('Your household income looks above the Lifeline limit')).toBeVisible();
    expect(screen.queryByText(/likely not qualified/)).not.toBeInTheDocument();
  });

  it('keeps the ACP’s 2023 limit and its words', async () => {
    const notice = await limitShown('acp', 'AK', '1', '0');
    expect(notice).toHaveTextContent(/household of 1 in Alaska: \$36,420 a year/);
    expect(notice).toHaveTextContent(
      'The limit is twice the 2023 federal poverty guidelines. Alaska and Hawaii have higher limits.',
    );
  });

  it('keeps the ACP’s 2023 limit and its words in Spanish', async () => {
    const spanish = await limitShown('acp', 'HI', '1', '0', 'es');
    expect(spanish).toHaveTextContent(/\$33,540 al año/);
    expect(spanish).toHaveTextContent(
      'El límite es el doble de las pautas federales de pobreza de 2023. Alaska y Hawái tienen límites más altos.',
    );
  });
});

describe('step 3 under each profile: the household question', () => {
  // The question follows "yes, I live with another adult" (the first radio), as on the page.
  const onHousehold = async (program: ProfileId, locale: 'en' | 'es' = 'en') => {
    const step = await renderStep(
      program,
      '/HouseholdInformationPage?profileStep=3',
      { application: 'household' },
      { application: atStep('household') },
      locale,
    );
    await step.user.click(document.getElementById('optionAdult-0') as HTMLElement);
    return step;
  };

  it('asks whether the other adult already gets Lifeline, in English', async () => {
    await onHousehold('lifeline');
    expect(
      screen.getByRole('group', { name: 'Does that adult already get Lifeline?' }),
    ).toBeVisible();
    expect(screen.getByText(/^Only one Lifeline benefit is allowed per household\./)).toBeVisible();
    expect(
      screen.getByRole('textbox', {
        name: 'Type your initials to certify that you understand only one Lifeline benefit is allowed per household.',
      }),
    ).toBeVisible();
    expect(document.body.textContent).not.toMatch(ACP_WORDING);
  });

  it('asks it in Spanish', async () => {
    await onHousehold('lifeline', 'es');
    expect(screen.getByRole('group', { name: '¿Ese adulto ya recibe Lifeline?' })).toBeVisible();
    expect(document.body.textContent).not.toMatch(ACP_WORDING);
  });

  it('keeps the ACP’s question', async () => {
    await onHousehold('acp');
    expect(
      screen.getByRole('group', {
        name: 'Does that adult already get the Affordable Connectivity benefit?',
      }),
    ).toBeVisible();
  });
});

describe('step 7 under each profile: the certifications', () => {
  const inReview: EligibilityAnswer = {
    status: 'IN_PROGRESS',
    applicationId: 'A1',
    eligibilityCheckId: 'EC1',
  };

  async function onAgreement(program: ProfileId, locale: 'en' | 'es' = 'en') {
    const checkEligibility = vi.fn(async () => inReview);
    const step = await renderStep(
      program,
      '/AgreementPage?profileStep=7',
      { application: { agreement: 'editing' } },
      { application: reviewedApplication },
      locale,
      { checkEligibility: fromPromise(checkEligibility) },
    );
    return { ...step, checkEligibility };
  }

  const initialsBoxes = () =>
    screen.getAllByRole('textbox', { name: /^\d+\. / }).map((box) => box.getAttribute('id'));

  async function sign(user: ReturnType<typeof userEvent.setup>, count: number) {
    for (let number = 1; number <= count; number += 1) {
      await user.type(screen.getByRole('textbox', { name: new RegExp(`^${number}\\. `) }), 'RM');
    }
    await user.type(
      screen.getByRole('textbox', { name: 'Your full legal name' }),
      'Rosa Martinez-Luna',
    );
    await user.click(screen.getByRole('checkbox', { name: /electronic signature/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
  }

  it('shows Lifeline’s thirteen certifications (D46, D56), each with its own initials box', async () => {
    await onAgreement('lifeline');
    expect(initialsBoxes()).toEqual(Array.from({ length: 13 }, (_, i) => `initials${i + 1}`));
    expect(screen.getByText(/All thirteen are required\./)).toBeVisible();
    expect(
      screen.getByRole('textbox', { name: /^3\. .*only one company at a time/ }),
    ).toBeRequired();
    expect(
      screen.getByRole('textbox', { name: /^4\. .*cannot transfer it to another person/ }),
    ).toBeRequired();
    expect(screen.getByRole('textbox', { name: /^6\. If I move/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /^9\. .*do not use it for 30 days/ })).toBeVisible();
    expect(
      screen.getByRole('textbox', { name: /^10\. .*state, Tribal and federal agencies/ }),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^11\. .*Tribal benefit/ })).toBeVisible();
    // "True" and the penalty are two statements, each initialled.
    expect(screen.getByRole('textbox', { name: /^12\. .*true and correct/ })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^13\. .*punishable by law/ })).toBeVisible();
    expect(document.body.textContent).not.toMatch(ACP_WORDING);
  });

  it('shows them in Spanish', async () => {
    await onAgreement('lifeline', 'es');
    expect(initialsBoxes()).toHaveLength(13);
    expect(screen.getByText(/Las trece son obligatorias\./)).toBeVisible();
    expect(
      screen.getByRole('textbox', { name: /^3\. .*una sola compañía a la vez/ }),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^6\. Si me mudo/ })).toBeVisible();
    expect(
      screen.getByRole('textbox', { name: /^8\. .*mi beneficio de Lifeline termina/ }),
    ).toBeVisible();
    expect(document.body.textContent).not.toMatch(ACP_WORDING);
  });

  it('asks for all thirteen initials, then sends thirteen to the eligibility check', async () => {
    const { user, view, checkEligibility } = await onAgreement('lifeline');
    await sign(user, 6);
    const links = screen.getAllByRole('link', { name: 'Enter your initials, R M' });
    const rest = [7, 8, 9, 10, 11, 12, 13];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      rest.map((number) => `#initials${number}`),
    );
    expect(checkEligibility).not.toHaveBeenCalled();
    for (const number of rest) {
      await user.type(screen.getByRole('textbox', { name: new RegExp(`^${number}\\. `) }), 'RM');
    }
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(checkEligibility).toHaveBeenCalledTimes(1));
    expect(view.actor.getSnapshot().context.application.agreement?.initials).toHaveLength(13);
  });

  it('keeps the ACP’s six', async () => {
    const { user, checkEligibility } = await onAgreement('acp');
    expect(initialsBoxes()).toHaveLength(6);
    expect(screen.getByText(/All six are required\./)).toBeVisible();
    await sign(user, 6);
    await waitFor(() => expect(checkEligibility).toHaveBeenCalledTimes(1));
  });
});
