import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFlow } from '../../render-flow';
import { completeShipping } from '../../support/application-fixture';
import { setupUser } from '../../support/user';

describe('the enrolment offer’s shipping details', () => {
  it('shows where the order ships and opens the address form to change it', async () => {
    const user = setupUser();
    const view = renderFlow(
      '/EnrollStep',
      {},
      {
        state: {
          value: { enrolment: { offer: 'choosing' } },
          context: { shipping: completeShipping, eligibilityStatus: 'COMPLETE' },
        },
      },
    );
    await screen.findByText(/PO Box 2231, Albuquerque, NM 87103/);
    await user.click(screen.getByRole('button', { name: 'Change shipping details' }));
    await waitFor(() => expect(view.url()).toBe('/ConfirmAddress'));
    expect(view.actor.getSnapshot().matches({ enrolment: { confirmAddress: 'editing' } })).toBe(
      true,
    );
  });
});
