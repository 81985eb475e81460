import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderFlow } from '../../render-flow';

describe('the failure pages (/EnrolmentFailure, /Failure)', () => {
  it('titles the enrolment failure and gives its default error (A §8)', () => {
    renderFlow('/EnrolmentFailure', {}, { state: { value: { failed: 'enrolment' } } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Enrollment failure');
    expect(document.title).toMatch(/^Enrollment failure/);
    expect(screen.getByText('The following error is received:')).toBeInTheDocument();
    expect(screen.getByText('Application ID not found')).toBeInTheDocument();
  });

  it('titles the transfer failure and gives its default error (A §8)', () => {
    renderFlow('/Failure', {}, { state: { value: { failed: 'transfer' } } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Transfer failure');
    expect(
      screen.getByText('Current application ID is not eligible for transfer'),
    ).toBeInTheDocument();
  });

  it('shows the stored error instead of the default', () => {
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
    expect(
      screen.getByText('The household is already a subscriber of this provider'),
    ).toBeInTheDocument();
    expect(
      screen.queryByText('Current application ID is not eligible for transfer'),
    ).not.toBeInTheDocument();
  });

  it('starts again at the zip page when the flow was cleared (D24)', async () => {
    const view = renderFlow('/EnrolmentFailure', {}, { state: { value: { failed: 'enrolment' } } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Verify Eligibility again' }));
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
    await userEvent.setup().click(screen.getByRole('button', { name: 'Verify Eligibility again' }));
    await waitFor(() => expect(view.url()).toBe('/PersonalInfoPage?profileStep=1'));
    expect(view.actor.getSnapshot().matches({ application: 'personalInfo' })).toBe(true);
  });

  it('is where a typed URL lands', async () => {
    const view = renderFlow('/Failure');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Transfer failure' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(view.url()).toBe('/Failure'));
  });
});
