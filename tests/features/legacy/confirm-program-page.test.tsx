import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LegacyData } from '../../../machines/flow-types';
import { summaryBox } from '../../error-summary-focus';
import { renderFlow } from '../../render-flow';
import { setupUser } from '../../support/user';
import {
  beforeProgram,
  legacyContext,
  question,
  withDocument,
  withProgram,
} from './legacy-answers-fixture';

function onProgramPage(legacy: LegacyData = beforeProgram) {
  const view = renderFlow(
    '/ConfirmProgrammPage',
    {},
    { state: { value: { legacy: 'confirmProgram' }, context: legacyContext(legacy) } },
  );
  return { user: setupUser(), view };
}

const next = () => screen.getByRole('button', { name: 'Next' });
const yes = () => screen.getByRole('radio', { name: 'Yes' });
const no = () => screen.getByRole('radio', { name: 'No' });
const withoutSnapAnswer = {
  ...beforeProgram,
  question: { ...question, medicaidOrSnap: '2' as const },
};

describe('the program page (/ConfirmProgrammPage)', () => {
  it('asks the question as page 5, naming the programs', async () => {
    onProgramPage(withoutSnapAnswer);
    await screen.findByRole('heading', { level: 1, name: 'Your program' });
    expect(screen.getByText('Page 5 of 7')).toBeInTheDocument();
    const group = screen.getByRole('group', {
      name: 'Do you or anyone in your household take part in one of these programs?',
    });
    expect(group).toHaveAccessibleDescription(/Medicaid, SNAP, .* or WIC/);
    expect(yes()).not.toBeChecked();
    expect(no()).not.toBeChecked();
  });

  it('names the unanswered question when nothing is chosen, in a focused summary', async () => {
    const { user, view } = onProgramPage(withoutSnapAnswer);
    await user.click(next());
    const summary = screen.getByRole('alert');
    expect(summaryBox(summary)).toHaveFocus();
    expect(
      within(summary).getByRole('link', {
        name: 'Choose yes if you or anyone in your household takes part in one of these programs, or no',
      }),
    ).toHaveAttribute('href', '#inProgram-0');
    expect(
      screen.getByRole('group', { name: /take part in one of these programs/ }),
    ).toHaveAccessibleDescription(/Choose yes if you or anyone in your household takes part/);
    expect(view.actor.getSnapshot().matches({ legacy: 'confirmProgram' })).toBe(true);
  });

  it('reveals the programs that qualify alone on yes, and wants one of them', async () => {
    const { user, view } = onProgramPage(withoutSnapAnswer);
    expect(screen.queryByRole('radio', { name: 'Medicaid' })).not.toBeInTheDocument();
    await user.click(yes());
    const list = screen.getByRole('group', { name: 'Which program?' });
    const names = within(list)
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('value'));
    expect(names).toEqual(['E1', 'E2', 'E3', 'E4', 'E15', 'E50', 'E51', 'E54']);
    expect(within(list).queryByRole('radio', { name: /Tribal TANF/ })).not.toBeInTheDocument();
    expect(
      within(list).queryByRole('radio', { name: 'Eligibility Based on Income' }),
    ).not.toBeInTheDocument();

    await user.click(next());
    expect(within(screen.getByRole('alert')).getByRole('link')).toHaveAttribute(
      'href',
      '#eligibilityProgramCode-0',
    );
    expect(view.actor.getSnapshot().matches({ legacy: 'confirmProgram' })).toBe(true);
  });

  it('stores the program chosen and goes on to the review (no ID page needed)', async () => {
    const { user, view } = onProgramPage(withoutSnapAnswer);
    await user.click(yes());
    await user.click(screen.getByRole('radio', { name: 'SNAP' }));
    await user.click(next());
    expect(view.actor.getSnapshot().context.legacy.program).toEqual({
      inProgram: true,
      eligibilityProgramCode: 'E2',
    });
    await screen.findByRole('heading', { level: 1, name: 'Check your answers' });
  });

  it('explains the ID page on no, and opens it', async () => {
    const { user, view } = onProgramPage(withoutSnapAnswer);
    await user.click(no());
    expect(screen.getByText(/On the next page you confirm who you are/)).toBeInTheDocument();
    await user.click(next());
    expect(view.actor.getSnapshot().context.legacy.program).toEqual({
      inProgram: false,
      eligibilityProgramCode: '',
    });
    expect(view.actor.getSnapshot().matches({ legacy: 'identity' })).toBe(true);
    await screen.findByRole('heading', { level: 1, name: 'Confirm who you are' });
  });

  it('starts at yes after a Medicaid or SNAP answer, but leaves the program to them', () => {
    onProgramPage(beforeProgram);
    expect(yes()).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Medicaid' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'SNAP' })).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Which program?' })).toHaveAccessibleDescription(
      /You told us someone in your household gets Medicaid or SNAP/,
    );
  });

  it('says under a program what it is, from the profile (StepFields’ option hints)', () => {
    onProgramPage(beforeProgram);
    expect(screen.getByRole('radio', { name: 'SNAP' })).toHaveAccessibleDescription(
      'Supplemental Nutrition Assistance Program, sometimes called food stamps',
    );
  });

  it('shows the earlier answer when the applicant comes back', () => {
    onProgramPage(withProgram);
    expect(yes()).toBeChecked();
    expect(screen.getByRole('radio', { name: 'SNAP' })).toBeChecked();
  });

  it('drops the ID answer when a program is chosen instead', async () => {
    const { user, view } = onProgramPage(withDocument);
    expect(no()).toBeChecked();
    await user.click(yes());
    await user.click(screen.getByRole('radio', { name: 'Medicaid' }));
    await user.click(next());
    expect(view.actor.getSnapshot().context.legacy.identity).toBeNull();
    expect(view.actor.getSnapshot().matches({ legacy: { review: 'editing' } })).toBe(true);
  });

  it('opens at the old address /ConfirmYourProgram too', async () => {
    const view = renderFlow(
      '/ConfirmYourProgram',
      {},
      {
        state: { value: { legacy: { review: 'editing' } }, context: legacyContext(withProgram) },
      },
    );
    await screen.findByRole('heading', { level: 1, name: 'Your program' });
    await waitFor(() => expect(view.url()).toBe('/ConfirmProgrammPage'));
  });
});
