import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { controlOf, type FieldRow } from '../../../machines/fields/field-list';
import type { ApplicationData } from '../../../machines/flow-types';
import { householdFields, isSeparateHousehold } from '../../../machines/steps/household';
import type { ProfileId } from '../../../profiles/schema';
import { summaryBox } from '../../error-summary-focus';
import { answersUnder, atStep } from '../../support/application-fixture';
import { flowUnder, renderStep } from '../../support/profile-flow';
import { settingsModule } from '../../support/settings-module';

// Steps 2 and 3 as each build renders them (D42–D44): under Lifeline, phone and e-mail "if
// you have one", no P.O. box at home, "is this a temporary address?", a zip code of another
// state questioned; the household worksheet in its order, its stop page and the separate
// household's initials. The ACP's pages stay as A §5 has them.

afterEach(() => vi.doUnmock('virtual:carrier-settings'));

// The first render compiles the whole flow: once, before the tests' own time limits run.
beforeAll(async () => {
  await flowUnder('lifeline');
  vi.doUnmock('virtual:carrier-settings');
}, 120_000);

const served = { zipCode: '10001', coverage: { zipCode: '10001', state: 'NY', served: true } };

/**
 * The fixture as `step` opens, with the answers the program's rules ask before it; with
 * `again`, the step's own answer too (the applicant is back on it).
 */
function before(
  program: ProfileId,
  step: 'contactInfo' | 'household',
  again = false,
): ApplicationData {
  const rules = settingsModule(program).programRules;
  const data = atStep(step);
  const own = again ? { [step]: answersUnder(rules)[step] } : {};
  return { ...data, answers: answersUnder(rules, { ...data.answers, ...own }) };
}

async function onContact(program: ProfileId, again = false, locale: 'en' | 'es' = 'en') {
  return renderStep(
    program,
    '/ContactInfoPage?profileStep=2',
    { application: 'contactInfo' },
    { ...served, application: before(program, 'contactInfo', again) },
    locale,
  );
}

/** Step 3, its eligibility check recorded (it must never be sent from here). */
/**
 * `data` with the fixture's answers to the household questions these tests do not answer
 * themselves (they answer the yes/no questions that lead elsewhere and the initials): a
 * question added to the step is already answered, so these tests need no edit for it.
 */
function withOtherAnswers(program: ProfileId, data: ApplicationData): ApplicationData {
  const rules = settingsModule(program).programRules;
  const household = answersUnder(rules).household ?? {};
  const answeredHere = (name: string) => {
    const row = householdFields[name as keyof typeof householdFields] as FieldRow | undefined;
    const control = row && controlOf(row, rules);
    return !row || row.branches || (control?.kind === 'text' && control.letters);
  };
  const others = Object.entries(household).filter(([name]) => !answeredHere(name));
  return { ...data, answers: { ...data.answers, household: Object.fromEntries(others) as never } };
}

async function onHousehold(program: ProfileId, locale: 'en' | 'es' = 'en') {
  const checks: unknown[] = [];
  const checkEligibility = fromPromise(async ({ input }) => {
    checks.push(input);
    return new Promise<never>(() => {});
  });
  const step = await renderStep(
    program,
    '/HouseholdInformationPage?profileStep=3',
    { application: 'household' },
    { ...served, application: withOtherAnswers(program, before(program, 'household')) },
    locale,
    { checkEligibility },
  );
  return { ...step, checks };
}

const continueButton = () => screen.getByRole('button', { name: /^(Continue|Continuar)$/ });
const summaryLinks = () =>
  within(screen.getByRole('alert'))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
const progress = () => screen.getByRole('navigation', { name: /Application progress|progreso/i });

describe('step 2 under Lifeline (D42, D43)', { timeout: 30_000 }, () => {
  it('asks phone and e-mail "if you have one", and says how it reaches someone with neither', async () => {
    await onContact('lifeline');
    expect(screen.getByLabelText('Phone number (if you have one)')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address (if you have one)')).toBeInTheDocument();
    expect(screen.getByText(/If you have neither, leave both empty/)).toBeVisible();
  });

  it('names the part the page belongs to, not "Contact Information" (issue 27, Words)', async () => {
    await onContact('lifeline');
    expect(progress()).toHaveTextContent('Part 1 of 6: Your details');
    expect(progress()).not.toHaveTextContent('Contact Information');
  });

  it('asks whether the home address is temporary, with the other questions at once', async () => {
    const { user } = await onContact('lifeline');
    await user.click(continueButton());
    expect(summaryBox(screen.getByRole('alert'))).toHaveFocus();
    expect(summaryLinks()).toContainEqual([
      'Choose yes if this is a temporary address, or no',
      '#temporaryAddress-0',
    ]);
    // Phone and e-mail may stay empty.
    expect(summaryLinks().map(([text]) => text)).not.toContain('Enter your phone number');
    expect(summaryLinks().map(([text]) => text)).not.toContain('Enter your e-mail address');
    expect(
      screen.getByRole('group', { name: 'Is this a temporary address?' }),
    ).toHaveAccessibleDescription(/every 90 days/);
  });

  it('refuses a P.O. box at home and questions a zip code of another state, naming both', async () => {
    const { user, view } = await onContact('lifeline', true);
    await user.clear(screen.getByLabelText('Phone number (if you have one)'));
    await user.clear(screen.getByLabelText('E-mail address (if you have one)'));
    await user.clear(screen.getByLabelText('Street address'));
    await user.type(screen.getByLabelText('Street address'), 'P.O. Box 12');
    await user.clear(screen.getByLabelText('Zip code'));
    await user.type(screen.getByLabelText('Zip code'), '90210');
    await user.selectOptions(screen.getByLabelText('State'), 'NY');
    await user.click(continueButton());

    expect(summaryBox(screen.getByRole('alert'))).toHaveFocus();
    expect(summaryLinks()).toEqual([
      [
        'Your home address cannot be a P.O. box: enter the street address where you live. You can give a P.O. box as your mailing address below.',
        '#address',
      ],
      [
        'Zip code 90210 is in California, not New York. Correct the zip code or the state, or tick the box below if both are right.',
        '#zipCode',
      ],
    ]);
    expect(view.actor.getSnapshot().matches({ application: 'contactInfo' })).toBe(true);

    // The applicant says both are right, gives the street address and a temporary address.
    await user.click(
      screen.getByRole('checkbox', { name: 'My zip code and my state are both right' }),
    );
    await user.clear(screen.getByLabelText('Street address'));
    await user.type(screen.getByLabelText('Street address'), '1420 Calle del Sol SW');
    await user.click(
      within(screen.getByRole('group', { name: 'Is this a temporary address?' })).getByRole(
        'radio',
        { name: 'Yes' },
      ),
    );
    await user.click(continueButton());
    await waitFor(() =>
      expect(view.actor.getSnapshot().matches({ application: 'household' })).toBe(true),
    );
    expect(view.actor.getSnapshot().context.application.answers.contactInfo).toMatchObject({
      contactPhoneNumber: '',
      contactEmail: '',
      address: '1420 Calle del Sol SW',
      zipCode: '90210',
      state: 'NY',
      zipStateConfirmed: true,
      temporaryAddress: '1',
      // The mailing address may be a P.O. box.
      contactAddress: 'PO Box 2231',
    });
  });

  it('says the same in Spanish, naming both states', async () => {
    const { user } = await onContact('lifeline', true, 'es');
    await user.clear(screen.getByLabelText('Código postal'));
    await user.type(screen.getByLabelText('Código postal'), '90210');
    await user.click(continueButton());
    expect(screen.getByRole('alert')).toHaveTextContent(/90210.*California.*Nuevo México/);
    expect(screen.getByRole('alert')).not.toHaveTextContent(/Zip code|temporary/);
  });
});

describe('step 2 under the ACP (A §5)', () => {
  it('wants phone and e-mail, asks nothing about a temporary address, and names part 1 as before', async () => {
    const { user } = await onContact('acp', true);
    expect(progress()).toHaveTextContent('Part 1 of 6: Contact Information');
    expect(screen.queryByRole('group', { name: /temporary address/ })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Phone number'));
    await user.clear(screen.getByLabelText('E-mail address'));
    await user.clear(screen.getByLabelText('Zip code'));
    await user.type(screen.getByLabelText('Zip code'), '90210');
    await user.selectOptions(screen.getByLabelText('State'), 'NY');
    await user.click(continueButton());
    expect(summaryLinks().map(([text]) => text)).toEqual([
      'Enter your phone number',
      'Enter your e-mail address',
    ]);
  });
});

const legends = () =>
  screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent);
const answer = async (
  user: Awaited<ReturnType<typeof onHousehold>>['user'],
  question: RegExp,
  choice: 'Yes' | 'No' | 'Sí',
) =>
  user.click(
    within(screen.getByRole('group', { name: question })).getByRole('radio', { name: choice }),
  );
const initials = async (user: Awaited<ReturnType<typeof onHousehold>>['user']) => {
  await user.type(screen.getByLabelText(/answers on this page are true/), 'RM');
  await user.type(screen.getByLabelText(/only one Lifeline benefit/), 'RM');
};

describe('step 3 under Lifeline (D44, Form 5631)', () => {
  it('asks the worksheet’s questions in its order, each only after the answer it follows', async () => {
    const { user } = await onHousehold('lifeline');
    const worksheet = [
      'Do you live with another adult?',
      'Does that adult already get Lifeline?',
      'Do you share money (income and expenses) with that adult?',
    ];
    const asked = () => legends().filter((legend) => worksheet.includes(String(legend)));
    expect(asked()).toEqual(worksheet.slice(0, 1));
    await answer(user, /another adult\?/, 'Yes');
    expect(asked()).toEqual(worksheet);
    // The hint under the follow-up helps answer it; it never says to choose No (issue 27).
    expect(screen.getByRole('group', { name: /already get Lifeline/ })).toHaveAccessibleDescription(
      /If you are not sure whether they get it, ask them/,
    );
    expect(document.body).not.toHaveTextContent(/If you do not live with another adult/);
  });

  it('ends at its own page for a household that shares money with an adult who gets Lifeline, with no check sent', async () => {
    const { user, view, checks } = await onHousehold('lifeline');
    await answer(user, /another adult\?/, 'Yes');
    await answer(user, /already get Lifeline/, 'Yes');
    await answer(user, /share money/, 'Yes');
    await initials(user);
    await user.click(continueButton());
    await screen.findByRole('heading', { level: 1, name: 'Your household already gets Lifeline' });
    expect(screen.getByText(/a household can have only one Lifeline benefit/)).toBeVisible();
    expect(
      screen.getByRole('heading', { name: /Moving your household’s benefit to/ }),
    ).toBeVisible();
    expect(screen.getByText(/this is called a transfer/)).toBeVisible();
    expect(checks).toHaveLength(0);
    // Back to the answers, to change them.
    await user.click(screen.getByRole('link', { name: 'Change your household answers' }));
    await waitFor(() =>
      expect(view.actor.getSnapshot().matches({ application: 'household' })).toBe(true),
    );
  });

  it('asks a separate household to initial that it is one, with the same summary and focus', async () => {
    const { user, view } = await onHousehold('lifeline');
    await answer(user, /another adult\?/, 'Yes');
    await answer(user, /already get Lifeline/, 'No');
    await answer(user, /share money/, 'No');
    expect(screen.getByRole('heading', { name: 'You are a separate household' })).toBeVisible();
    await initials(user);
    await user.click(continueButton());
    expect(summaryBox(screen.getByRole('alert'))).toHaveFocus();
    expect(summaryLinks()).toEqual([
      [
        'Enter your initials to certify that you and that adult are separate households',
        '#iehInitials',
      ],
    ]);
    await user.type(
      screen.getByLabelText(/certify that you and that adult are separate households/),
      'rm',
    );
    await user.click(continueButton());
    await waitFor(() =>
      expect(view.actor.getSnapshot().matches({ application: 'qualification' })).toBe(true),
    );
    const household = view.actor.getSnapshot().context.application.answers.household;
    expect(isSeparateHousehold(household)).toBe(true);
    expect(household).toMatchObject({ otherAdultReceivesBenefit: '2', iehInitials: 'rm' });
  });

  it('says so in Spanish', async () => {
    const { user } = await onHousehold('lifeline', 'es');
    await answer(user, /otro adulto\?/, 'Sí');
    await answer(user, /ya recibe Lifeline/, 'Sí');
    await answer(user, /Comparte dinero/, 'Sí');
    await user.type(screen.getByLabelText(/respuestas en esta página son verdaderas/), 'RM');
    await user.type(screen.getByLabelText(/solo se permite un beneficio de Lifeline/), 'RM');
    await user.click(continueButton());
    await screen.findByRole('heading', { level: 1, name: 'Su hogar ya recibe Lifeline' });
    expect(document.body).not.toHaveTextContent(/already gets|share money/);
  });
});

describe('step 3 under the ACP (A §5)', () => {
  it('asks A §5’s two questions and none of the worksheet’s', async () => {
    const { user } = await onHousehold('acp');
    await answer(user, /another adult\?/, 'Yes');
    const acp = [
      'Do you live with another adult?',
      'Does that adult already get the Affordable Connectivity benefit?',
    ];
    expect(legends().filter((legend) => acp.includes(String(legend)))).toEqual(acp);
    expect(screen.queryByRole('group', { name: /share money/ })).not.toBeInTheDocument();
    expect(screen.queryByText('You are a separate household')).not.toBeInTheDocument();
  });
});
