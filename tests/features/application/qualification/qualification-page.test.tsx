import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EnrolmentContext } from '../../../../machines/enrolment.machine';
import type { ApplicationData, ContactInfo, Qualification } from '../../../../machines/flow-types';
import { summaryBox } from '../../../error-summary-focus';
import { renderFlow } from '../../../render-flow';
import { atStep } from '../../../support/application-fixture';

/** The fixture as step 4 opens, living in `state` (the income limits follow it, D13). */
function application(state: string, qualification: Qualification | null = null): ApplicationData {
  const before = atStep('qualification', qualification);
  const contact = before.answers.contactInfo as ContactInfo;
  return {
    ...before,
    answers: { ...before.answers, contactInfo: { ...contact, state, contactState: state } },
  };
}

function onStep4(state = 'NY', qualification: Qualification | null = null) {
  const context: Partial<EnrolmentContext> = {
    zipCode: '10001',
    coverage: { zipCode: '10001', state: 'NY', served: true },
    application: application(state, qualification),
  };
  const view = renderFlow(
    '/QualificationPage?profileStep=4',
    {},
    {
      state: { value: { application: 'qualification' }, context },
    },
  );
  return { user: userEvent.setup(), view };
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const program = (name: string) => screen.getByRole('radio', { name });
const WARNING = 'You are likely not qualified based on Low Income';

function summaryLinks() {
  return within(screen.getByRole('alert'))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

async function stillOnStep4(view: ReturnType<typeof onStep4>['view']) {
  expect(view.actor.getSnapshot().matches({ application: 'qualification' })).toBe(true);
  await waitFor(() => expect(view.url()).toBe('/QualificationPage?profileStep=4'));
}

async function movedOnWith(view: ReturnType<typeof onStep4>['view'], expected: Qualification) {
  await waitFor(() =>
    expect(view.actor.getSnapshot().context.application.answers.qualification).toEqual(expected),
  );
  await waitFor(() => expect(view.url()).toBe('/TribalStatusPage?profileStep=5'));
}

describe('step 4, qualification', () => {
  it('lists every program of A §3 with its code as the value, and Back goes to step 3', () => {
    onStep4();
    const radios = within(
      screen.getByRole('group', { name: 'Which program does your household take part in?' }),
    ).getAllByRole('radio');
    expect(radios).toHaveLength(13);
    expect(
      radios.map((radio) => [
        radio.getAttribute('value'),
        document.querySelector(`label[for="${radio.id}"]`)?.textContent,
      ]),
    ).toEqual([
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
    ]);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/HouseholdInformationPage?profileStep=3',
    );
    expect(screen.getByText('Part 3 of 6')).toBeInTheDocument();
  });

  it('asks for a program (A §5) in the field and a focused summary', async () => {
    const { user, view } = onStep4();
    await user.click(continueButton());
    expect(summaryBox(screen.getByRole('alert'))).toHaveFocus();
    expect(summaryLinks()).toEqual([
      [
        'Choose the program you or someone in your household takes part in, or the income route',
        '#eligibilityProgramCode-0',
      ],
    ]);
    expect(
      screen.getByRole('group', { name: 'Which program does your household take part in?' }),
    ).toHaveAccessibleDescription(/Choose the program you or someone in your household/);
    await stillOnStep4(view);
  });

  it('sends a plain program with nothing else', async () => {
    const { user, view } = onStep4();
    await user.click(program('SNAP'));
    await user.click(continueButton());
    await movedOnWith(view, {
      eligibilityProgramCode: 'E2',
      publicHousingCode: '',
      schoolName: '',
      income: null,
    });
  });

  describe('E4, public housing', () => {
    it('shows the four choices and asks for one', async () => {
      const { user, view } = onStep4();
      expect(screen.queryByRole('radio', { name: 'Public Housing' })).not.toBeInTheDocument();
      await user.click(program('Federal Public Housing Assistance'));
      const choices = within(
        screen.getByRole('group', {
          name: 'Which housing assistance does your household receive?',
        }),
      ).getAllByRole('radio');
      expect(choices.map((choice) => choice.getAttribute('value'))).toEqual(['1', '2', '3', '4']);
      expect(screen.getByRole('radio', { name: 'Housing Choice Voucher program' })).toBeVisible();
      expect(screen.getByRole('radio', { name: 'Project-Based Rental Assistance' })).toBeVisible();
      expect(screen.getByRole('radio', { name: 'Public Housing' })).toBeVisible();
      expect(
        screen.getByRole('radio', {
          name: 'Affordable Housing Programs for American Indians, Alaska Natives or Native Hawaiians',
        }),
      ).toBeVisible();

      await user.click(continueButton());
      expect(summaryLinks()).toEqual([
        ['Choose the kind of housing assistance you get', '#publicHousingCode-0'],
      ]);
      expect(
        screen.getByRole('group', {
          name: 'Which housing assistance does your household receive?',
        }),
      ).toHaveAccessibleDescription(/Choose the kind of housing assistance you get/);
      await stillOnStep4(view);

      await user.click(screen.getByRole('radio', { name: 'Public Housing' }));
      await user.click(continueButton());
      await movedOnWith(view, {
        eligibilityProgramCode: 'E4',
        publicHousingCode: '3',
        schoolName: '',
        income: null,
      });
    });

    it('clears the housing choice when another program is chosen (A §4)', async () => {
      const { user, view } = onStep4();
      await user.click(program('Federal Public Housing Assistance'));
      await user.click(screen.getByRole('radio', { name: 'Project-Based Rental Assistance' }));
      await user.click(program('Medicaid'));
      expect(screen.queryByRole('radio', { name: 'Project-Based Rental Assistance' })).toBeNull();
      await user.click(program('Federal Public Housing Assistance'));
      for (const choice of within(
        screen.getByRole('group', {
          name: 'Which housing assistance does your household receive?',
        }),
      ).getAllByRole('radio')) {
        expect(choice).not.toBeChecked();
      }
      await user.click(program('Medicaid'));
      await user.click(continueButton());
      await movedOnWith(view, {
        eligibilityProgramCode: 'E1',
        publicHousingCode: '',
        schoolName: '',
        income: null,
      });
    });

    it('shows the housing choice made before', () => {
      onStep4('NY', {
        eligibilityProgramCode: 'E4',
        publicHousingCode: '4',
        schoolName: '',
        income: null,
      });
      expect(program('Federal Public Housing Assistance')).toBeChecked();
      expect(
        screen.getByRole('radio', {
          name: 'Affordable Housing Programs for American Indians, Alaska Natives or Native Hawaiians',
        }),
      ).toBeChecked();
    });
  });

  describe('E50 and E51, the school', () => {
    it('asks E50 for the school name', async () => {
      const { user, view } = onStep4();
      expect(screen.queryByLabelText('School name')).not.toBeInTheDocument();
      await user.click(program('Free and Reduced-Price School Lunch or Breakfast Program'));
      await user.click(continueButton());
      expect(summaryLinks()).toEqual([['Enter the name of the school', '#schoolName']]);
      expect(screen.getByLabelText('School name')).toHaveAccessibleDescription(
        /Enter the name of the school/,
      );
      await stillOnStep4(view);
      await user.type(screen.getByLabelText('School name'), 'Lincoln Elementary');
      await user.click(continueButton());
      await movedOnWith(view, {
        eligibilityProgramCode: 'E50',
        publicHousingCode: '',
        schoolName: 'Lincoln Elementary',
        income: null,
      });
    });

    it('asks E51 for the college or school, and a blank name does not count', async () => {
      const { user, view } = onStep4();
      await user.click(program('Federal Pell Grant'));
      const field = screen.getByLabelText('College or school name');
      await user.type(field, '   ');
      await user.click(continueButton());
      expect(summaryLinks()).toEqual([['Enter the name of the school', '#schoolName']]);
      await user.clear(field);
      await user.type(field, 'State University');
      await user.click(continueButton());
      await movedOnWith(view, {
        eligibilityProgramCode: 'E51',
        publicHousingCode: '',
        schoolName: 'State University',
        income: null,
      });
    });

    it('drops a school message once another program is chosen', async () => {
      const { user } = onStep4();
      await user.click(program('Federal Pell Grant'));
      await user.click(continueButton());
      expect(screen.getByRole('alert')).toBeInTheDocument();
      await user.click(program('WIC'));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  describe('E13, the income calculator', () => {
    async function openCalculator(state: string) {
      const setup = onStep4(state);
      await setup.user.click(program('Eligibility Based on Income'));
      return setup;
    }
    const adults = () => screen.getByLabelText('Adults in your household');
    const children = () => screen.getByLabelText('Children in your household');
    const amount = () => screen.getByLabelText('Household income before taxes, in dollars');

    it('starts at 1 adult, 0 children, monthly, with the 48-state limit for 1', async () => {
      await openCalculator('NY');
      expect(adults()).toHaveValue('1');
      expect(children()).toHaveValue('0');
      expect(
        within(adults())
          .getAllByRole('option')
          .map((o) => o.getAttribute('value')),
      ).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
      expect(
        within(children())
          .getAllByRole('option')
          .map((o) => o.getAttribute('value')),
      ).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
      expect(screen.getByRole('radio', { name: 'Per month' })).toBeChecked();
      expect(amount()).toHaveAttribute('inputmode', 'decimal');
      expect(screen.getByText(/Income limit for a household of 1 in New York/)).toHaveTextContent(
        '$29,160 a year',
      );
    });

    it.each([
      ['NY', 'New York', '2', '0', '$39,440'],
      ['NY', 'New York', '3', '1', '$60,000'],
      ['NY', 'New York', '5', '5', '$121,680'],
      ['AK', 'Alaska', '1', '0', '$36,420'],
      ['AK', 'Alaska', '2', '2', '$75,000'],
      ['AK', 'Alaska', '4', '5', '$139,300'],
      ['HI', 'Hawaii', '1', '0', '$33,540'],
      ['HI', 'Hawaii', '4', '4', '$116,280'],
      ['HI', 'Hawaii', '10', '10', '$258,120'],
    ])('%s (%s): %s adults and %s children: %s (D12)', async (state, place, a, c, limit) => {
      const { user } = await openCalculator(state);
      await user.selectOptions(adults(), a);
      await user.selectOptions(children(), c);
      const size = Number(a) + Number(c);
      expect(
        screen.getByText(new RegExp(`Income limit for a household of ${size} in ${place}`)),
      ).toHaveTextContent(`${limit} a year`);
    });

    it('warns live, only above the limit, and monthly counts twelve times (D13)', async () => {
      const { user } = await openCalculator('NY');
      // 1 person in New York: $29,160 a year, $2,430 a month.
      await user.type(amount(), '2430');
      expect(screen.getByText(/Your household income in a year/)).toHaveTextContent('$29,160');
      expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
      await user.type(amount(), '.01');
      const warning = screen.getByText(WARNING);
      expect(warning.closest('[role="status"]')).toHaveClass('warning');
      await user.click(screen.getByRole('radio', { name: 'Per year' }));
      expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
      // A bigger household raises the limit: 2 people, $39,440.
      await user.clear(amount());
      await user.type(amount(), '39,440');
      expect(screen.getByText(WARNING)).toBeInTheDocument();
      await user.selectOptions(children(), '1');
      expect(screen.queryByText(WARNING)).toBeNull();
      await user.selectOptions(children(), '0');
      expect(screen.getByText(WARNING)).toBeInTheDocument();
    });

    it('uses the Alaska and Hawaii columns for the warning', async () => {
      const { user } = await openCalculator('AK');
      // Above the 48-state limit for 1 ($29,160) but below Alaska's ($36,420).
      await user.click(screen.getByRole('radio', { name: 'Per year' }));
      await user.type(amount(), '36420');
      expect(screen.queryByText(WARNING)).toBeNull();
      await user.type(amount(), '1');
      expect(screen.getByText(WARNING)).toBeInTheDocument();
    });

    it('warns in Hawaii above $33,540 for one person', async () => {
      const { user } = await openCalculator('HI');
      await user.click(screen.getByRole('radio', { name: 'Per year' }));
      await user.type(amount(), '33540');
      expect(screen.queryByText(WARNING)).toBeNull();
      await user.clear(amount());
      await user.type(amount(), '33541');
      expect(screen.getByText(WARNING)).toBeInTheDocument();
    });

    it('asks for the income', async () => {
      const { user, view } = await openCalculator('NY');
      await user.click(continueButton());
      expect(summaryLinks()).toEqual([['Enter your household income', '#amount']]);
      expect(amount()).toHaveAccessibleDescription(/Enter your household income/);
      await stillOnStep4(view);
      await user.type(amount(), 'abc');
      expect(amount()).toHaveValue('');
      await user.type(amount(), '1,5');
      await user.click(continueButton());
      expect(summaryLinks()).toContainEqual([
        'Enter your household income in dollars, for example 1500',
        '#amount',
      ]);
    });

    it('lets an applicant over the limit continue, with the income details', async () => {
      const { user, view } = await openCalculator('AK');
      await user.selectOptions(adults(), '2');
      await user.selectOptions(children(), '3');
      await user.type(amount(), '9000');
      expect(screen.getByText(WARNING)).toBeInTheDocument();
      await user.click(continueButton());
      await movedOnWith(view, {
        eligibilityProgramCode: 'E13',
        publicHousingCode: '',
        schoolName: '',
        income: { adults: 2, children: 3, amount: 9000, period: 'monthly' },
      });
    });

    it('shows the answers given before', () => {
      onStep4('NY', {
        eligibilityProgramCode: 'E13',
        publicHousingCode: '',
        schoolName: '',
        income: { adults: 2, children: 1, amount: 52000, period: 'yearly' },
      });
      expect(adults()).toHaveValue('2');
      expect(children()).toHaveValue('1');
      expect(amount()).toHaveValue('52000');
      expect(screen.getByRole('radio', { name: 'Per year' })).toBeChecked();
      // 3 people in New York: $49,720.
      expect(screen.getByText(WARNING)).toBeInTheDocument();
    });
  });
});
