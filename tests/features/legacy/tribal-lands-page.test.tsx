import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EnrolmentContext } from '../../../machines/enrolment.machine';
import { renderFlow } from '../../render-flow';
import { setupUser } from '../../support/user';
import { legacyContext, withProgram } from './legacy-answers-fixture';

function onTribalLandsPage(context: Partial<EnrolmentContext> = {}) {
  const view = renderFlow(
    '/TribalLandsPage',
    {},
    {
      state: {
        value: { legacy: 'tribalLands' },
        context: { ...legacyContext(withProgram), eligibilityStatus: 'SUCCESSFUL', ...context },
      },
    },
  );
  return { user: setupUser(), view };
}

const ids = { applicationId: 'A7', eligibilityCheckId: 'EC7' };

describe('the Tribal lands page (/TribalLandsPage)', () => {
  it('says plainly that the household qualifies, and explains the Tribal benefit', async () => {
    onTribalLandsPage();
    await screen.findByRole('heading', { level: 1, name: 'Your household qualifies' });
    expect(screen.queryByText(/Page \d of 7/)).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Do you live on qualifying Tribal lands?' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/up to \$75 a month/)).toHaveTextContent('instead of up to $30');
    expect(
      screen.getByRole('link', { name: 'Read more about the Enhanced Tribal Benefit' }),
    ).toHaveAttribute('href', '/AboutACPPage#tribal-title');
    expect(screen.queryByText(/confirmed that you live on qualifying Tribal lands/)).toBeNull();
  });

  it('shows the answer’s message as a status note, as text', () => {
    onTribalLandsPage({ failure: { kind: 'rejected', message: 'Eligible <b>via SNAP</b>' } });
    const note = screen.getByText('Eligible <b>via SNAP</b>');
    expect(note.closest('[role="status"]')).not.toBeNull();
  });

  it('says so when the National Verifier confirmed Tribal lands', () => {
    onTribalLandsPage({ eligibility: { ...ids, tribalStatusConfirmed: true } });
    expect(
      screen.getByText(/confirmed that you live on qualifying Tribal lands/),
    ).toBeInTheDocument();
  });

  it('Choose your plan opens the plan offer', async () => {
    const { user, view } = onTribalLandsPage({
      eligibility: { ...ids, tribalStatusConfirmed: false },
    });
    await user.click(screen.getByRole('button', { name: 'Choose your plan' }));
    expect(view.actor.getSnapshot().matches({ enrolment: 'offer' })).toBe(true);
  });
});
