import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyApplication } from '../../../../machines/application-data';
import type { EnrolmentContext } from '../../../../machines/enrolment.machine';
import type { PersonalInfo } from '../../../../machines/flow-types';
import { summaryBox } from '../../../error-summary-focus';
import { renderFlow } from '../../../render-flow';
import { setupUser } from '../../../support/user';

const served: Partial<EnrolmentContext> = {
  zipCode: '10001',
  coverage: { zipCode: '10001', state: 'NY', served: true },
};

function onStep1(personal: PersonalInfo | null = null, locale: 'en' | 'es' = 'en') {
  const view = renderFlow(
    '/PersonalInfoPage?profileStep=1',
    {},
    {
      state: {
        value: { application: 'personalInfo' },
        context: {
          ...served,
          application: { ...emptyApplication, answers: personal ? { personalInfo: personal } : {} },
        },
      },
      locale,
    },
  );
  return { user: setupUser(), view };
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('step 1, personal information', () => {
  it('shows every message at once, inline and in a focused summary (D23)', async () => {
    const { user, view } = onStep1();
    await user.click(continueButton());

    const summary = screen.getByRole('alert');
    expect(summaryBox(summary)).toHaveFocus();
    const links = within(summary)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Enter your first name', '#firstName'],
      ['Enter your last name', '#lastName'],
      ['Choose the month, day and year you were born', '#dob-month'],
      ['Enter the last 4 digits of your Social Security number', '#ssn4'],
    ]);
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(
      /Enter your first name/,
    );
    expect(screen.getByLabelText(/Last 4 digits/)).toHaveAccessibleDescription(
      /Enter the last 4 digits of your Social Security number/,
    );
    expect(document.title).toMatch(/^Error: /);
    expect(view.actor.getSnapshot().matches({ application: 'personalInfo' })).toBe(true);
  });

  it('moves focus back to the summary on a second failed attempt', async () => {
    const { user } = onStep1();
    await user.click(continueButton());
    await user.type(screen.getByLabelText('First name'), 'A');
    await user.click(continueButton());
    expect(summaryBox(screen.getByRole('alert'))).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('First name must be 2 characters or more');
  });

  it('lets only four digits into the SSN field, and says why it is asked', async () => {
    const { user } = onStep1();
    const ssn = screen.getByLabelText(/Last 4 digits/);
    expect(ssn).toHaveAttribute('inputmode', 'numeric');
    expect(ssn).toHaveAttribute('autocomplete', 'off');
    expect(ssn).toHaveAttribute('maxlength', '4');
    expect(ssn).toHaveAccessibleDescription(/never store/);
    await user.type(ssn, '12-3a4');
    expect(ssn).toHaveValue('1234');
  });

  it('chooses English by default in English, Spanish in Spanish', () => {
    onStep1();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
  });

  it('chooses Spanish by default when the site is read in Spanish', () => {
    onStep1(null, 'es');
    expect(screen.getByRole('radio', { name: 'Español' })).toBeChecked();
  });

  it('sends a valid answer and moves on to step 2', async () => {
    const { user, view } = onStep1();
    await user.type(screen.getByLabelText('First name'), ' José ');
    await user.type(screen.getByLabelText('Last name'), 'Núñez-Díaz');
    await user.selectOptions(screen.getByLabelText('Month'), '2');
    await user.selectOptions(screen.getByLabelText('Day'), '29');
    await user.selectOptions(screen.getByLabelText('Year'), '1980');
    await user.type(screen.getByLabelText(/Last 4 digits/), '6789');
    await user.click(screen.getByRole('radio', { name: 'Español' }));
    await user.click(continueButton());

    await waitFor(() =>
      expect(view.actor.getSnapshot().matches({ application: 'contactInfo' })).toBe(true),
    );
    expect(view.actor.getSnapshot().context.application.answers.personalInfo).toEqual({
      firstName: 'José',
      lastName: 'Núñez-Díaz',
      dob: '1980-02-29',
      ssn4: '6789',
      language: 'Spanish',
    });
    await waitFor(() => expect(view.url()).toBe('/ContactInfoPage?profileStep=2'));
  });

  it('refuses a name with a digit or a symbol', async () => {
    const { user } = onStep1();
    await user.type(screen.getByLabelText('First name'), 'Mary_Ann');
    await user.type(screen.getByLabelText('Last name'), 'Sm1th');
    await user.click(continueButton());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'First name must only include letters, spaces, hyphens, apostrophes and periods',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Last name must only include letters, spaces, hyphens, apostrophes and periods',
    );
  });

  describe('coming back to the step', () => {
    const personal: PersonalInfo = {
      firstName: 'Ana',
      lastName: 'López',
      dob: '1985-07-04',
      ssn4: '1234',
      language: 'Spanish',
    };

    it('shows the earlier answers', () => {
      onStep1(personal);
      expect(screen.getByLabelText('First name')).toHaveValue('Ana');
      expect(screen.getByLabelText('Last name')).toHaveValue('López');
      expect(screen.getByLabelText('Month')).toHaveValue('7');
      expect(screen.getByLabelText('Day')).toHaveValue('4');
      expect(screen.getByLabelText('Year')).toHaveValue('1985');
      expect(screen.getByLabelText(/Last 4 digits/)).toHaveValue('1234');
      expect(screen.getByRole('radio', { name: 'Español' })).toBeChecked();
      expect(screen.queryByText(/do not keep these 4 digits/)).not.toBeInTheDocument();
    });

    it('asks again for the SSN digits after a reload, saying why (D14)', async () => {
      const { user, view } = onStep1({ ...personal, ssn4: '' });
      const ssn = screen.getByLabelText(/Last 4 digits/);
      expect(ssn).toHaveValue('');
      expect(ssn).toHaveAccessibleDescription(/we do not keep these 4 digits/);
      await user.click(continueButton());
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Enter the last 4 digits of your Social Security number',
      );
      expect(within(screen.getByRole('alert')).getAllByRole('link')).toHaveLength(1);

      await user.type(ssn, '4321');
      await user.click(continueButton());
      await waitFor(() =>
        expect(view.actor.getSnapshot().matches({ application: 'contactInfo' })).toBe(true),
      );
      expect(view.actor.getSnapshot().context.application.answers.personalInfo?.ssn4).toBe('4321');
    });
  });
});
