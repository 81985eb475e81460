import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyApplication } from '../../../machines/application-data';
import type { ApplicationData } from '../../../machines/flow-types';
import type { Answers } from '../../../machines/step-answers';
import type { ProfileId } from '../../../profiles/schema';
import {
  afterReload,
  application,
  FIXTURE_BQP_SSN4,
  FIXTURE_LIFELINE_TRIBAL_ID,
  lifelineAnswers,
  lifelineApplication,
  seventeenToday,
} from '../../support/application-fixture';
import { renderStep } from '../../support/profile-flow';

// D40, D41, D45 on the pages, as the Lifeline build serves them (its identityRules), and the
// ACP's steps where they differ: kept as they were.

afterEach(() => vi.doUnmock('virtual:carrier-settings'));

type User = ReturnType<typeof userEvent.setup>;
const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const served = { zipCode: '87105', coverage: { zipCode: '87105', state: 'NM', served: true } };

function withAnswers(answers: Answers): ApplicationData {
  return { ...emptyApplication, answers };
}

async function onStep1(program: ProfileId, locale: 'en' | 'es' = 'en') {
  return renderStep(
    program,
    '/PersonalInfoPage?profileStep=1',
    { application: 'personalInfo' },
    { ...served, application: emptyApplication },
    locale,
  );
}

async function chooseDate(user: User, id: string, iso: string) {
  const [year, month, day] = iso.split('-').map((part) => String(Number(part)));
  const field = (part: string) => document.getElementById(`${id}-${part}`) as HTMLSelectElement;
  await user.selectOptions(field('month'), month as string);
  await user.selectOptions(field('day'), day as string);
  await user.selectOptions(field('year'), year as string);
}

async function fillNames(user: User, first = 'Rosa', last = 'Martinez-Luna') {
  await user.type(screen.getByRole('textbox', { name: 'First name' }), first);
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), last);
}

const summaryTexts = () =>
  within(screen.getByRole('alert'))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('step 1 under Lifeline (D40, D41)', () => {
  it('asks for a middle name if they have one, and says the name limits first (D28)', async () => {
    await onStep1('lifeline');
    const middle = screen.getByRole('textbox', { name: 'Middle name (if you have one)' });
    expect(middle).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(
      /1 to 50 characters/,
    );
  });

  it('gives a Tribal ID instead of the SSN digits, and sends one number only', async () => {
    const { view, user } = await onStep1('lifeline');
    await fillNames(user, 'J', 'Q');
    await user.type(screen.getByRole('textbox', { name: 'Middle name (if you have one)' }), 'E');
    await chooseDate(user, 'dob', '1984-03-09');
    expect(screen.queryByRole('textbox', { name: /Social Security/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /My Tribal ID number/ }));
    expect(screen.queryByRole('textbox', { name: /Social Security/ })).not.toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: 'Tribal ID number' }),
      FIXTURE_LIFELINE_TRIBAL_ID,
    );
    await user.click(screen.getByRole('radio', { name: 'English' }));
    await user.click(continueButton());
    await waitFor(() =>
      expect(view.actor.getSnapshot().context.application.answers.personalInfo).toEqual({
        firstName: 'J',
        middleName: 'E',
        lastName: 'Q',
        dob: '1984-03-09',
        emancipatedMinor: false,
        idType: 'tribalId',
        ssn4: '',
        tribalId: FIXTURE_LIFELINE_TRIBAL_ID,
        language: 'English',
      }),
    );
  });

  it('asks which number, in the field and the summary', async () => {
    const { user } = await onStep1('lifeline');
    await user.click(continueButton());
    expect(summaryTexts()).toContain(
      'Choose which number you give: the last 4 digits of your Social Security number, or your Tribal ID number',
    );
  });

  it('refuses a 17-year-old by the full date of birth, and takes an emancipated minor', async () => {
    const { view, user } = await onStep1('lifeline');
    await fillNames(user);
    await chooseDate(user, 'dob', seventeenToday());
    await user.click(screen.getByRole('radio', { name: /last 4 digits of my Social Security/ }));
    await user.type(screen.getByRole('textbox', { name: /Last 4 digits/ }), '4821');
    await user.click(screen.getByRole('radio', { name: 'English' }));
    const box = screen.getByRole('checkbox', { name: 'I am an emancipated minor' });
    await user.click(continueButton());
    expect(summaryTexts()).toEqual([
      'You must be 18 or older on the day you apply, unless you are an emancipated minor. If you are one, tick the box. If not, check your date of birth.',
    ]);
    expect(view.actor.getSnapshot().matches({ application: 'personalInfo' })).toBe(true);
    await user.click(box);
    await user.click(continueButton());
    await waitFor(() =>
      expect(view.actor.getSnapshot().context.application.answers.personalInfo).toMatchObject({
        dob: seventeenToday(),
        emancipatedMinor: true,
        idType: 'ssn4',
        ssn4: '4821',
        tribalId: '',
      }),
    );
  });

  it('asks nothing of emancipation of an adult', async () => {
    const { user } = await onStep1('lifeline');
    await chooseDate(user, 'dob', '1984-03-09');
    expect(screen.queryByRole('checkbox', { name: /emancipated/ })).not.toBeInTheDocument();
  });

  it('asks it in Spanish', async () => {
    await onStep1('lifeline', 'es');
    expect(screen.getByRole('group', { name: /número/i })).toBeInTheDocument();
    expect(screen.queryByText(/Which number do you give/)).not.toBeInTheDocument();
  });
});

describe('step 1 under the ACP: as it was', () => {
  it('asks for the SSN digits, no choice, no middle name, names of 2 to 24 characters', async () => {
    await onStep1('acp');
    expect(screen.getByRole('textbox', { name: /Last 4 digits/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Tribal ID/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Middle name/ })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(
      /2 to 24 characters/,
    );
  });
});

async function onStep4(program: ProfileId, answers: Answers) {
  return renderStep(
    program,
    '/QualificationPage?profileStep=4',
    { application: 'qualification' },
    { ...served, application: withAnswers(answers) },
  );
}

const beforeStep4 = {
  personalInfo: lifelineAnswers.personalInfo,
  contactInfo: application.answers.contactInfo,
  household: application.answers.household,
} as Answers;

describe('step 4 under Lifeline: the benefit qualifying person (D41)', () => {
  it('asks for the child’s name, date of birth and number, and sends them', async () => {
    const { view, user } = await onStep4('lifeline', beforeStep4);
    await user.click(screen.getByDisplayValue('E2'));
    await user.click(
      screen.getByRole('radio', { name: 'My child or dependent who lives with me' }),
    );
    await user.type(screen.getByRole('textbox', { name: 'Their first name' }), 'Mateo');
    await user.type(screen.getByRole('textbox', { name: 'Their last name' }), 'Martinez-Luna');
    await chooseDate(user, 'bqpDob', '2015-06-02');
    await user.click(
      screen.getByRole('radio', { name: 'The last 4 digits of their Social Security number' }),
    );
    await user.type(
      screen.getByRole('textbox', { name: 'Last 4 digits of their Social Security number' }),
      FIXTURE_BQP_SSN4,
    );
    await user.click(continueButton());
    await waitFor(() =>
      expect(view.actor.getSnapshot().context.application.answers.qualification).toEqual(
        lifelineAnswers.qualification,
      ),
    );
  });

  it('sends nothing of a child once the applicant says they take part themself', async () => {
    const { view, user } = await onStep4('lifeline', beforeStep4);
    await user.click(screen.getByDisplayValue('E2'));
    await user.click(
      screen.getByRole('radio', { name: 'My child or dependent who lives with me' }),
    );
    await user.type(screen.getByRole('textbox', { name: 'Their first name' }), 'Mateo');
    await user.selectOptions(document.getElementById('bqpDob-month') as HTMLSelectElement, '6');
    await user.click(screen.getByRole('radio', { name: 'Me' }));
    await user.click(continueButton());
    await waitFor(() =>
      expect(view.actor.getSnapshot().context.application.answers.qualification).toEqual({
        eligibilityProgramCode: 'E2',
        publicHousingCode: '',
        schoolName: '',
        income: null,
        qualifyingPerson: 'applicant',
        bqpFirstName: '',
        bqpLastName: '',
        bqpDob: '',
        bqpIdType: '',
        bqpSsn4: '',
        bqpTribalId: '',
      }),
    );
  });

  it('asks each of the child’s details in the summary', async () => {
    const { user } = await onStep4('lifeline', beforeStep4);
    await user.click(screen.getByDisplayValue('E2'));
    await user.click(
      screen.getByRole('radio', { name: 'My child or dependent who lives with me' }),
    );
    await user.click(continueButton());
    expect(summaryTexts()).toEqual([
      'Enter your child’s or dependent’s first name',
      'Enter your child’s or dependent’s last name',
      'Choose the month, day and year your child or dependent was born',
      'Choose which number you give for your child or dependent: the last 4 digits of their Social Security number, or their Tribal ID number',
    ]);
  });

  it('says a Tribal program needs Tribal lands when the household said it is not on them (D45)', async () => {
    const { view, user } = await onStep4('lifeline', {
      ...beforeStep4,
      tribalStatus: { checkTribal: false },
    });
    await user.click(screen.getByDisplayValue('E9'));
    expect(
      screen.getByRole('link', { name: 'change your answer about Tribal lands' }),
    ).toHaveAttribute('href', '/TribalStatusPage?profileStep=5');
    await user.click(screen.getByRole('radio', { name: 'Me' }));
    await user.click(continueButton());
    expect(summaryTexts()).toEqual([
      'This program counts only for households on federally recognised Tribal lands, and you said you do not live on them. Choose another program, or change your answer about Tribal lands',
    ]);
    expect(view.actor.getSnapshot().matches({ application: 'qualification' })).toBe(true);
  });

  it('asks no such thing under the ACP', async () => {
    await onStep4('acp', { ...beforeStep4, personalInfo: application.answers.personalInfo });
    expect(screen.queryByRole('radio', { name: 'Me' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Tribal lands/)).not.toBeInTheDocument();
  });
});

async function onStep5(program: ProfileId, answers: Answers) {
  return renderStep(
    program,
    '/TribalStatusPage?profileStep=5',
    { application: 'tribalStatus' },
    { ...served, application: withAnswers(answers) },
  );
}

const beforeStep5 = { ...beforeStep4, qualification: lifelineAnswers.qualification } as Answers;

describe('step 5 under Lifeline: Tribal lands on its own (D40, D45)', () => {
  it('asks yes or no, never a Tribal number, and sends the answer alone', async () => {
    const { view, user } = await onStep5('lifeline', beforeStep5);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(continueButton());
    expect(summaryTexts()).toEqual([
      'Choose whether you live on federally recognised Tribal lands',
    ]);
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(continueButton());
    await waitFor(() =>
      expect(view.actor.getSnapshot().context.application.answers.tribalStatus).toEqual({
        checkTribal: true,
      }),
    );
  });

  it('refuses "No" after a Tribal program, naming it, with the way back to step 4 (D45)', async () => {
    const { view, user } = await onStep5('lifeline', {
      ...beforeStep5,
      qualification: { ...lifelineAnswers.qualification, eligibilityProgramCode: 'E10' },
    });
    expect(screen.getByText(/You qualify through Food Distribution Program/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'change how you qualify' })).toHaveAttribute(
      'href',
      '/QualificationPage?profileStep=4',
    );
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(continueButton());
    expect(summaryTexts()).toEqual([
      'The program you chose counts only for households on federally recognised Tribal lands. Choose Yes if you live on them, or change how you qualify',
    ]);
    expect(view.actor.getSnapshot().matches({ application: 'tribalStatus' })).toBe(true);
  });
});

describe('the review under Lifeline after a reload (D14)', () => {
  it('asks again for her Tribal ID and her son’s SSN digits, and shows neither', async () => {
    const { view, user } = await renderStep(
      'lifeline',
      '/VerifyPage?profileStep=6',
      { application: 'verify' },
      { ...served, application: afterReload(lifelineApplication) },
    );
    expect(document.body.textContent).not.toContain(FIXTURE_LIFELINE_TRIBAL_ID);
    expect(document.body.textContent).not.toContain(FIXTURE_BQP_SSN4);
    const details = screen.getByRole('region', { name: 'Your details' });
    expect(within(details).getByText('Rosa Elena Martinez-Luna')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Qualification' })).getByText(
        'Mateo Martinez-Luna',
      ),
    ).toBeInTheDocument();
    // Called as step 1 called it, never the ACP's "Tribal number".
    expect(screen.queryByRole('textbox', { name: 'Tribal number' })).not.toBeInTheDocument();
    const tribalId = screen.getByRole('textbox', { name: 'Tribal ID number' });
    expect(tribalId).toHaveAccessibleDescription(
      /never keep your Tribal ID number when the page reloads/,
    );
    await user.click(continueButton());
    expect(summaryTexts()).toContain('Enter your Tribal ID number');
    await user.type(tribalId, FIXTURE_LIFELINE_TRIBAL_ID);
    await user.type(
      screen.getByRole('textbox', {
        name: 'Last 4 digits of your child’s or dependent’s Social Security number',
      }),
      FIXTURE_BQP_SSN4,
    );
    await user.click(
      screen.getByRole('checkbox', { name: /The information I have given is true/ }),
    );
    await user.click(continueButton());
    await waitFor(() =>
      expect(view.actor.getSnapshot().matches({ application: 'agreement' })).toBe(true),
    );
    const answers = view.actor.getSnapshot().context.application.answers;
    expect(answers.personalInfo?.tribalId).toBe(FIXTURE_LIFELINE_TRIBAL_ID);
    expect(answers.qualification?.bqpSsn4).toBe(FIXTURE_BQP_SSN4);
  });
});
