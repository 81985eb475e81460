import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HouseholdInfo } from '../../../../machines/flow-types';
import { DEFAULT_PROGRAM_RULES } from '../../../../machines/program-rules';
import { summaryBox } from '../../../error-summary-focus';
import { renderFlow } from '../../../render-flow';
import {
  application,
  atStep,
  householdWhere,
  withNoOtherAdult,
} from '../../../support/application-fixture';
import { setupUser } from '../../../support/user';

/** A §5's questions, which these tests answer themselves. */
const ASKED_HERE = ['optionAdult', 'otherAdultReceivesBenefit', 'MK1', 'MK2'];

/** The fixture's answers to the step's other questions (none under A §5's rows), already given. */
const otherAnswers = Object.fromEntries(
  Object.entries(application.answers.household ?? {}).filter(
    ([name]) => !ASKED_HERE.includes(name),
  ),
) as Partial<HouseholdInfo>;

function onStep3(household: Partial<HouseholdInfo> = otherAnswers) {
  const view = renderFlow(
    '/HouseholdInformationPage?profileStep=3',
    {},
    {
      state: {
        value: { application: 'household' },
        context: {
          zipCode: '10001',
          coverage: { zipCode: '10001', state: 'NY', served: true },
          application: atStep('household', household as HouseholdInfo),
        },
      },
    },
  );
  return { user: setupUser(), view };
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const firstInitials = () => screen.getByLabelText(/answers on this page are true/);
const secondInitials = () => screen.getByLabelText(/only one Affordable Connectivity benefit/);
const question = (name: RegExp) => screen.getByRole('group', { name });

describe('step 3, household', () => {
  it('requires both answers and both initials, all at once (A §5, D23)', async () => {
    const { user, view } = onStep3();
    await user.click(continueButton());
    const summary = screen.getByRole('alert');
    expect(summaryBox(summary)).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Choose yes if you live with another adult, or no', '#optionAdult-0'],
      ['Enter your initials, R M', '#MK1'],
      ['Enter your initials, R M', '#MK2'],
    ]);
    expect(question(/another adult\?/)).toHaveAccessibleDescription(
      /Choose yes if you live with another adult, or no/,
    );
    expect(screen.queryByText(/Your initials are/)).not.toBeInTheDocument();
    expect(view.actor.getSnapshot().matches({ application: 'household' })).toBe(true);
  });

  it('explains who counts as an adult, and what each initials box certifies', () => {
    onStep3();
    expect(question(/Do you live with another adult\?/)).toHaveAccessibleDescription(
      /18 or over, or an emancipated minor/,
    );
    expect(firstInitials()).toHaveAttribute('maxlength', '3');
    expect(secondInitials()).toHaveAttribute('maxlength', '3');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/ContactInfoPage?profileStep=2',
    );
  });

  it('says when initials do not match the names of step 1 (D5)', async () => {
    const { user, view } = onStep3();
    const adult = question(/another adult\?/);
    await user.click(within(adult).getByRole('radio', { name: 'No' }));
    await user.type(firstInitials(), 'LA');
    await user.type(secondInitials(), 'rm');
    await user.click(continueButton());
    const summary = screen.getByRole('alert');
    expect(within(summary).getAllByRole('link')).toHaveLength(1);
    expect(summary).toHaveTextContent(
      'Your initials are R M: the first letter of your first name and of your last name',
    );
    expect(firstInitials()).toHaveAccessibleDescription(/Your initials are R M/);
    expect(view.actor.getSnapshot().matches({ application: 'household' })).toBe(true);
  });

  it('asks whether that adult already gets the benefit only after "yes" (and requires it then)', async () => {
    const { user } = onStep3();
    expect(screen.queryByRole('group', { name: /already get/ })).not.toBeInTheDocument();
    await user.click(within(question(/another adult\?/)).getByRole('radio', { name: 'Yes' }));
    expect(question(/already get/)).toBeInTheDocument();
    await user.type(firstInitials(), 'rm');
    await user.type(secondInitials(), 'rm');
    await user.click(continueButton());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Choose yes if that adult already gets the benefit, or no',
    );
    await user.click(within(question(/another adult\?/)).getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('group', { name: /already get/ })).not.toBeInTheDocument();
  });

  it('sends "no" for the follow-up when the applicant lives with no other adult', async () => {
    const { user, view } = onStep3();
    await user.click(within(question(/another adult\?/)).getByRole('radio', { name: 'No' }));
    await user.type(firstInitials(), 'rm');
    await user.type(secondInitials(), 'RM');
    await user.click(continueButton());
    await waitFor(() =>
      expect(view.actor.getSnapshot().matches({ application: 'qualification' })).toBe(true),
    );
    expect(view.actor.getSnapshot().context.application.answers.household).toMatchObject({
      optionAdult: '2',
      otherAdultReceivesBenefit: '2',
    });
  });

  it('sends valid answers, initials in any case, and moves on to step 4', async () => {
    const { user, view } = onStep3();
    await user.click(within(question(/another adult\?/)).getByRole('radio', { name: 'Yes' }));
    await user.click(within(question(/already get/)).getByRole('radio', { name: 'No' }));
    await user.type(firstInitials(), 'rm');
    await user.type(secondInitials(), 'RM');
    await user.click(continueButton());
    await waitFor(() =>
      expect(view.actor.getSnapshot().matches({ application: 'qualification' })).toBe(true),
    );
    expect(view.actor.getSnapshot().context.application.answers.household).toEqual({
      ...otherAnswers,
      optionAdult: '1',
      otherAdultReceivesBenefit: '2',
      MK1: 'rm',
      MK2: 'RM',
    });
    await waitFor(() => expect(view.url()).toBe('/QualificationPage?profileStep=4'));
  });

  it('shows the earlier answers', () => {
    onStep3(householdWhere(DEFAULT_PROGRAM_RULES, withNoOtherAdult));
    expect(within(question(/another adult\?/)).getByRole('radio', { name: 'No' })).toBeChecked();
    expect(screen.queryByRole('group', { name: /already get/ })).not.toBeInTheDocument();
    expect(firstInitials()).toHaveValue('RM');
    expect(secondInitials()).toHaveValue('RM');
  });
});
