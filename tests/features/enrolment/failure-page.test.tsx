import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFlow } from '../../render-flow';
import { setupUser } from '../../support/user';

describe('the failure pages (/EnrolmentFailure, /Failure)', () => {
  it('titles the enrolment failure and says what happened and what to do (A §8, D30)', async () => {
    renderFlow('/EnrolmentFailure', {}, { state: { value: { failed: 'enrolment' } } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Enrollment failure');
    expect(document.title).toMatch(/^Enrollment failure/);
    // The guidance arrives in a chunk of its own (DEC-150).
    await screen.findByText('Your application could not be found when we tried to enroll you.');
    expect(
      screen.getByText('Verify your eligibility again: the button below starts it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /1-800/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
    // No provider words stored: nothing is labelled as theirs.
    expect(screen.queryByText('The provider’s message:')).not.toBeInTheDocument();
  });

  it('titles the transfer failure and says what happened and what to do (A §8, D30)', async () => {
    renderFlow('/Failure', {}, { state: { value: { failed: 'transfer' } } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Transfer failure');
    await screen.findByText('Your benefit cannot be moved (transferred) to us at the moment.');
    expect(
      screen.getByText('Call us to find out why and when you can try again.'),
    ).toBeInTheDocument();
  });

  it('in Spanish, our guidance and the provider’s English words under a Spanish label (D30)', async () => {
    renderFlow(
      '/Failure',
      {},
      {
        locale: 'es',
        state: {
          value: { failed: 'transfer' },
          context: { failurePageError: 'Current application ID is not eligible for transfer' },
        },
      },
    );
    await screen.findByText('Por ahora no se puede cambiar (transferir) su beneficio a nosotros.');
    expect(screen.getByText('Mensaje del proveedor:')).toBeInTheDocument();
    expect(
      screen.getByText('Current application ID is not eligible for transfer'),
    ).toBeInTheDocument();
  });

  it('shows the stored error instead of the default', async () => {
    renderFlow(
      '/Failure',
      {},
      {
        state: {
          value: { failed: 'transfer' },
          context: { failurePageError: 'The household is already a subscriber of this provider' },
        },
      },
    );
    await screen.findByText('The household is already a subscriber of this provider');
    expect(screen.getByText('The provider’s message:')).toBeInTheDocument();
  });

  it('starts again at the zip page when the flow was cleared (D24)', async () => {
    const view = renderFlow('/EnrolmentFailure', {}, { state: { value: { failed: 'enrolment' } } });
    await setupUser().click(screen.getByRole('button', { name: 'Verify Eligibility again' }));
    await waitFor(() => expect(view.url()).toBe('/ZipCodePage'));
  });

  it('opens step 1 when the zip code is still known', async () => {
    const view = renderFlow(
      '/Failure',
      {},
      {
        state: {
          value: { failed: 'transfer' },
          context: {
            zipCode: '12207',
            coverage: { zipCode: '12207', state: 'NY', served: true },
          },
        },
      },
    );
    await setupUser().click(screen.getByRole('button', { name: 'Verify Eligibility again' }));
    await waitFor(() => expect(view.url()).toBe('/PersonalInfoPage?profileStep=1'));
    expect(view.actor.getSnapshot().matches({ application: 'personalInfo' })).toBe(true);
  });

  it('is where a typed URL lands', async () => {
    const view = renderFlow('/Failure');
    await screen.findByRole('heading', { level: 1, name: 'Transfer failure' });
    await waitFor(() => expect(view.url()).toBe('/Failure'));
  });
});
