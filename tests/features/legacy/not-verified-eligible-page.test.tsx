import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EnrolmentContext } from '../../../machines/enrolment.machine';
import { renderFlow } from '../../render-flow';
import { legacyContext, withProgram } from './legacy-answers-fixture';

function onNotVerifiedPage(context: Partial<EnrolmentContext> = {}) {
  return renderFlow(
    '/NotVerifedEligiblePage',
    {},
    {
      state: {
        value: { legacy: 'notVerified' },
        context: { ...legacyContext(withProgram), eligibilityStatus: 'FAILURE', ...context },
      },
    },
  );
}

describe('the not verified page (/NotVerifedEligiblePage)', () => {
  it('says the household was not verified, with the answer’s message as error text', async () => {
    onNotVerifiedPage({
      failure: { kind: 'rejected', message: 'Subscriber <i>not</i> found in SNAP records' },
    });
    await screen.findByRole('heading', {
      level: 1,
      name: 'We could not verify that you are eligible',
    });
    const message = screen.getByText('Subscriber <i>not</i> found in SNAP records');
    expect(message.closest('.notice--error')).not.toBeNull();
  });

  it('shows no empty error box when the answer had no message', () => {
    const view = onNotVerifiedPage({ failure: null });
    expect(view.container.querySelector('.notice--error')).toBeNull();
  });

  it('lists what to do next, with working links and the support contacts', () => {
    onNotVerifiedPage();
    const steps = screen.getByRole('list');
    expect(
      within(steps).getByText(/program you chose is one your household takes part in/),
    ).toBeInTheDocument();
    expect(within(steps).getByRole('link', { name: 'Start the full application' })).toHaveAttribute(
      'href',
      '/ZipCodePage',
    );
    expect(within(steps).getByRole('link', { name: 'contact page' })).toHaveAttribute(
      'href',
      '/ContactUsPage',
    );
    expect(
      within(steps).getByRole('link', { name: 'check your application status' }),
    ).toHaveAttribute('href', '/CheckEnrollStatusPage');
    expect(within(steps).getByRole('link', { name: 'support@acpconnect.example' })).toHaveAttribute(
      'href',
      'mailto:support@acpconnect.example',
    );
    expect(within(steps).getByRole('link', { name: '1-800-555-0199' })).toHaveAttribute(
      'href',
      'tel:18005550199',
    );
  });
});
