import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { EnrolmentContext } from '../../../machines/enrolment.machine';
import type { EnrolmentCallInput } from '../../../machines/enrolment-details';
import type { EnrolmentAnswer, OrderLookup } from '../../../machines/flow-types';
import { summaryBox } from '../../error-summary-focus';
import { renderFlow } from '../../render-flow';
import { setupUser } from '../../support/user';
import { qualifiedContext, shippingDetails } from './saved-enrolment-fixture';

const lookUpOrder = fromPromise<OrderLookup, { orderId: string }>(async () => ({
  fulfillmentId: '5f0c6a8e-1d2b-4c3d-9e8f-0a1b2c3d4e5f',
  message: '',
}));

function onTransfer(
  context: Partial<EnrolmentContext> = {},
  step: 'choosing' | 'timedOut' = 'choosing',
  answer: (request: EnrolmentCallInput) => Promise<EnrolmentAnswer> = async () => ({
    outcome: 'order',
    orderId: 'ORD-2',
    enrolledAt: '2026-11-21T10:00:00.000Z',
  }),
) {
  const transfer = vi.fn(answer);
  const view = renderFlow(
    '/TransferAcpPlan',
    {
      actors: {
        transfer: fromPromise<EnrolmentAnswer, EnrolmentCallInput>(({ input }) => transfer(input)),
        lookUpOrder,
      },
    },
    { state: { value: { transfer: { offer: step } }, context: qualifiedContext(context) } },
  );
  return { view, transfer, user: setupUser() };
}

describe('the transfer offer (/TransferAcpPlan)', () => {
  it('explains the transfer and requires the box', async () => {
    const { user, transfer, view } = onTransfer();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'You are already enrolled in ACP',
    );
    expect(screen.getByText(/move \(transfer\) your benefit/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Transfer' }));

    const summary = screen.getByRole('alert');
    expect(summaryBox(summary)).toHaveFocus();
    expect(screen.getByRole('link', { name: 'required' })).toHaveAttribute(
      'href',
      '#transferConsent',
    );
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(/required/);
    expect(transfer).not.toHaveBeenCalled();
    await waitFor(() => expect(view.url()).toBe('/TransferAcpPlan'));
  });

  it('transfers once the box is ticked, then confirms the transfer', async () => {
    const { user, transfer, view } = onTransfer();
    await user.click(screen.getByRole('checkbox', { name: /I want to transfer my ACP benefit/ }));
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await screen.findByRole('heading', { level: 1, name: 'Thank you! Your transfer is done' });
    expect(transfer).toHaveBeenCalledTimes(1);
    expect(transfer.mock.calls[0]?.[0]).toMatchObject({ shipping: shippingDetails, tablet: null });
    await waitFor(() => expect(view.url()).toBe('/CompletedACP?orderId=ORD-2'));
  });

  it('is busy while transferring and ignores a second click', async () => {
    let answer: (value: EnrolmentAnswer) => void = () => {};
    const { user, transfer } = onTransfer(
      {},
      'choosing',
      () => new Promise((resolve) => (answer = resolve)),
    );
    await user.click(screen.getByRole('checkbox'));
    await user.dblClick(screen.getByRole('button', { name: 'Transfer' }));
    const busy = screen.getByRole('button', { name: 'Transferring…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(transfer).toHaveBeenCalledTimes(1);
    answer({ outcome: 'error', message: 'The enrolment service failed. Please try again later.' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The enrolment service failed. Please try again later.',
    );
  });

  it('reads Resubmit after a time-out (D3), still requiring the box', async () => {
    const { user, transfer } = onTransfer({ failure: { kind: 'timeout' } }, 'timedOut');
    expect(screen.getByRole('alert')).toHaveTextContent('took too long to answer');
    await user.click(screen.getByRole('button', { name: 'Resubmit' }));
    expect(screen.getByRole('link', { name: 'required' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Resubmit' }));
    await waitFor(() => expect(transfer).toHaveBeenCalledTimes(1));
  });

  it('opens the address form when the saved data is incomplete', async () => {
    const { user, transfer, view } = onTransfer({
      shipping: { ...shippingDetails, contactPhoneNumber: '' },
    });
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(view.url()).toBe('/ConfirmAddress?transfer=yes'));
    expect(transfer).not.toHaveBeenCalled();
  });

  it('sends an ineligible household to the transfer failure page', async () => {
    const { user, view } = onTransfer({}, 'choosing', async () => ({
      outcome: 'ineligibleForTransfer',
      message: 'The household is already a subscriber of this provider',
    }));
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await screen.findByRole('heading', { level: 1, name: 'Transfer failure' });
    expect(
      screen.getByText('The household is already a subscriber of this provider'),
    ).toBeInTheDocument();
    await waitFor(() => expect(view.url()).toBe('/Failure'));
  });
});
