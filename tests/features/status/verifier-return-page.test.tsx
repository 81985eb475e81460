import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { EligibilityAnswer, Tablet } from '../../../machines/flow-types';
import { renderFlow } from '../../render-flow';
import { setupUser } from '../../support/user';

type Ids = { applicationId: string; eligibilityCheckId: string };

const storedIds = {
  applicationId: 'A12345678',
  eligibilityCheckId: 'EC-ABCDEFGH23',
  tribalStatusConfirmed: false,
};

describe('back from the National Verifier (/ACPEligibilityCheck)', () => {
  it('shows the check in progress, then goes on with its answer', async () => {
    let answer: (value: EligibilityAnswer) => void = () => {};
    const check = vi.fn(() => new Promise<EligibilityAnswer>((resolve) => (answer = resolve)));
    const view = renderFlow(
      '/ACPEligibilityCheck',
      {
        actors: {
          checkStatus: fromPromise<EligibilityAnswer, Ids>(() => check()),
          findTablet: fromPromise<Tablet | null, void>(async () => null),
        },
      },
      { state: { value: 'idle', context: { eligibility: storedIds } } },
    );
    expect(
      await screen.findByText('Checking your eligibility with the National Verifier…'),
    ).toHaveAttribute('role', 'status');
    expect(check).toHaveBeenCalledTimes(1);
    answer({ status: 'COMPLETE', ...storedIds });
    await waitFor(() => expect(view.url()).toBe('/EnrollStep'));
  });

  it('shows why the check failed and tries again with the stored ids', async () => {
    const user = setupUser();
    const check = vi.fn(
      async (ids: Ids): Promise<EligibilityAnswer> => ({
        status: 'IN_PROGRESS',
        ...ids,
      }),
    );
    const view = renderFlow(
      '/ACPEligibilityCheck',
      { actors: { checkStatus: fromPromise<EligibilityAnswer, Ids>(({ input }) => check(input)) } },
      {
        state: {
          value: { verifierReturn: 'notChecked' },
          context: { eligibility: storedIds, failure: { kind: 'timeout' } },
        },
      },
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'We could not check your eligibility',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('took too long to answer');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(check).toHaveBeenCalledWith({
      applicationId: 'A12345678',
      eligibilityCheckId: 'EC-ABCDEFGH23',
    });
    await waitFor(() => expect(view.url()).toBe('/Reviewing'));
  });

  it('shows the provider’s words, and no pointless retry when the ids were cleared', () => {
    renderFlow(
      '/ACPEligibilityCheck',
      {},
      {
        state: {
          value: { verifierReturn: 'notChecked' },
          context: {
            failure: {
              kind: 'rejected',
              code: 'DENIED',
              message: 'The National Verifier could not confirm eligibility',
            },
          },
        },
      },
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The National Verifier could not confirm eligibility',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check Application Status' })).toHaveAttribute(
      'href',
      '/CheckEnrollStatusPage',
    );
  });

  it('sends a not-found answer to the enrolment failure page', async () => {
    const view = renderFlow(
      '/ACPEligibilityCheck',
      {
        actors: {
          checkStatus: fromPromise<EligibilityAnswer, Ids>(async () => ({
            status: 'APPLICATION_NOT_FOUND',
            errorText: 'No application has this ID',
          })),
        },
      },
      { state: { value: 'idle', context: { eligibility: storedIds } } },
    );
    await waitFor(() => expect(view.url()).toBe('/EnrolmentFailure'));
    expect(screen.getByText('No application has this ID')).toBeInTheDocument();
  });
});
