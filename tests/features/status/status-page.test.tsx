import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { EligibilityAnswer, Tablet } from '../../../machines/flow-types';
import { summaryBox } from '../../error-summary-focus';
import { renderFlow } from '../../render-flow';
import { setupUser } from '../../support/user';

type Ids = { applicationId: string; eligibilityCheckId: string };

function checkStatus(answer: (ids: Ids) => EligibilityAnswer | Promise<EligibilityAnswer>) {
  return fromPromise<EligibilityAnswer, Ids>(async ({ input }) => answer(input));
}

const storedIds = {
  applicationId: 'A12345678',
  eligibilityCheckId: 'EC-ABCDEFGH23',
  tribalStatusConfirmed: false,
};

describe('the status lookup (/CheckEnrollStatusPage)', () => {
  it('asks for one of the two ids, with one message on the first field', async () => {
    const user = setupUser();
    const check = vi.fn();
    const view = renderFlow(
      '/CheckEnrollStatusPage',
      { actors: { checkStatus: checkStatus(check) } },
      { state: { value: { status: { lookup: 'editing' } } } },
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Check Application Status' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Application ID'), '   ');
    await user.click(screen.getByRole('button', { name: 'Check' }));

    const summary = screen.getByRole('alert');
    expect(summaryBox(summary)).toHaveFocus();
    const links = screen.getAllByRole('link', {
      name: 'Enter your application ID or your eligibility check ID',
    });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '#applicationId');
    expect(screen.getByLabelText('Application ID')).toHaveAccessibleDescription(
      /Enter your application ID or your eligibility check ID/,
    );
    expect(screen.getByLabelText('Eligibility check ID')).not.toHaveAttribute('aria-invalid');
    expect(document.title).toMatch(/^Error: Check Application Status/);
    expect(check).not.toHaveBeenCalled();
    await waitFor(() => expect(view.url()).toBe('/CheckEnrollStatusPage'));
  });

  it('checks with the eligibility check id alone, busy while it waits, then shows Reviewing', async () => {
    const user = setupUser();
    let answer: (value: EligibilityAnswer) => void = () => {};
    const check = vi.fn(() => new Promise<EligibilityAnswer>((resolve) => (answer = resolve)));
    const view = renderFlow(
      '/CheckEnrollStatusPage',
      { actors: { checkStatus: checkStatus(check) } },
      { state: { value: { status: { lookup: 'editing' } } } },
    );
    await user.type(screen.getByLabelText('Eligibility check ID'), ' EC-ABCDEFGH23 ');
    await user.click(screen.getByRole('button', { name: 'Check' }));

    const busy = screen.getByRole('button', { name: 'Checking…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    expect(check).toHaveBeenCalledTimes(1);
    expect(check).toHaveBeenCalledWith({ applicationId: '', eligibilityCheckId: 'EC-ABCDEFGH23' });

    answer({
      status: 'IN_PROGRESS',
      applicationId: 'A12345678',
      eligibilityCheckId: 'EC-ABCDEFGH23',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reviewing' })).toHaveFocus();
    await waitFor(() => expect(view.url()).toBe('/Reviewing'));
    expect(screen.getByText(/Your application is being reviewed/)).toBeInTheDocument();
    expect(screen.getByLabelText('Application ID')).toHaveValue('A12345678');
    expect(screen.getByLabelText('Eligibility check ID')).toHaveValue('EC-ABCDEFGH23');
  });

  it('goes to the expired page with the id in the URL and the heading', async () => {
    const user = setupUser();
    const view = renderFlow(
      '/CheckEnrollStatusPage',
      {
        actors: {
          checkStatus: checkStatus((ids) => ({
            status: 'APP_CLOSED_OR_EXPIRED',
            applicationId: ids.applicationId,
            errorText: 'The application has expired',
          })),
        },
      },
      { state: { value: { status: { lookup: 'editing' } } } },
    );
    await user.type(screen.getByLabelText('Application ID'), 'A87654321');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await screen.findByRole('heading', {
      level: 1,
      name: 'Your Application A87654321 has been Expired',
    });
    await waitFor(() => expect(view.url()).toBe('/Expired?id=A87654321'));
  });

  it('shows the errors of any other answer below the form, keeping what was typed', async () => {
    const user = setupUser();
    const view = renderFlow(
      '/CheckEnrollStatusPage',
      {
        actors: {
          checkStatus: checkStatus(() => ({
            status: 'DENIED',
            errorText: 'The applicant could not be verified. Proof of identity is required',
          })),
        },
      },
      { state: { value: { status: { lookup: 'editing' } } } },
    );
    await user.type(screen.getByLabelText('Application ID'), 'A12345678');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The applicant could not be verified. Proof of identity is required',
    );
    expect(screen.getByLabelText('Application ID')).toHaveValue('A12345678');
    expect(screen.getByRole('button', { name: 'Check' })).not.toHaveAttribute('aria-disabled');
    await waitFor(() => expect(view.url()).toBe('/CheckEnrollStatusPage'));
  });

  it('says so when the check could not be made', async () => {
    const user = setupUser();
    renderFlow(
      '/CheckEnrollStatusPage',
      {
        actors: {
          checkStatus: checkStatus(() => {
            throw Object.assign(new Error('offline'), { kind: 'network' });
          }),
        },
      },
      { state: { value: { status: { lookup: 'editing' } } } },
    );
    await user.type(screen.getByLabelText('Application ID'), 'A12345678');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server');
  });
});

describe('the reviewing page (/Reviewing)', () => {
  it('prefills the stored ids and says when a new check finds no change', async () => {
    const user = setupUser();
    const check = vi.fn((ids: Ids) => ({ status: 'PENDING_REVIEW', ...ids }));
    const view = renderFlow(
      '/Reviewing',
      { actors: { checkStatus: checkStatus(check) } },
      {
        state: { value: { status: { reviewing: 'editing' } }, context: { eligibility: storedIds } },
      },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Reviewing' })).toBeInTheDocument();
    expect(screen.getByText(/Check the status again tomorrow/)).toBeInTheDocument();
    expect(screen.getByLabelText('Application ID')).toHaveValue('A12345678');
    expect(screen.getByLabelText('Eligibility check ID')).toHaveValue('EC-ABCDEFGH23');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(
      await screen.findByText('We checked again: your application is still being reviewed.'),
    ).toHaveAttribute('role', 'status');
    expect(check).toHaveBeenCalledWith({
      applicationId: 'A12345678',
      eligibilityCheckId: 'EC-ABCDEFGH23',
    });
    await waitFor(() => expect(view.url()).toBe('/Reviewing'));
  });

  it('opens the enrolment offer when the application is now COMPLETE', async () => {
    const user = setupUser();
    const view = renderFlow(
      '/Reviewing',
      {
        actors: {
          checkStatus: checkStatus((ids) => ({ status: 'COMPLETE', ...ids })),
          findTablet: fromPromise<Tablet | null, void>(async () => null),
        },
      },
      {
        state: { value: { status: { reviewing: 'editing' } }, context: { eligibility: storedIds } },
      },
    );
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(view.url()).toBe('/EnrollStep'));
  });

  it('stays as it was while the browser leaves for the National Verifier', async () => {
    const user = setupUser();
    const view = renderFlow(
      '/Reviewing',
      {
        actors: {
          checkStatus: checkStatus((ids) => ({
            status: 'PENDING_RESOLUTION',
            ...ids,
            resolutionHref: 'https://localhost:3000/verifier/resolution/A12345678',
          })),
        },
      },
      {
        state: { value: { status: { reviewing: 'editing' } }, context: { eligibility: storedIds } },
      },
    );
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await screen.findByText('Taking you to localhost:3000…');
    expect(view.actor.getSnapshot().matches('leaving')).toBe(true);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reviewing');
  });
});

describe('the rejected page (/Rejected)', () => {
  it('says the application was not found, and what to do, when no error is stored (D30)', () => {
    renderFlow('/Rejected', {}, { state: { value: { status: { rejected: 'editing' } } } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'We could not confirm your application',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not find an application with these IDs.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'If you do not have your IDs, start a new application.',
    );
    expect(screen.getByLabelText('Application ID')).toBeInTheDocument();
    expect(screen.getByLabelText('Eligibility check ID')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check' })).toBeInTheDocument();
  });

  it('shows the stored error instead, once', () => {
    renderFlow(
      '/Rejected',
      {},
      {
        state: {
          value: { status: { rejected: 'editing' } },
          context: {
            eligibility: storedIds,
            failure: {
              kind: 'rejected',
              code: 'APPLICATION_NOT_FOUND',
              message: 'No application has this ID',
            },
          },
        },
      },
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('No application has this ID');
    expect(screen.queryByText('Application ID not found')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Application ID')).toHaveValue('A12345678');
  });

  it('is where a not-found answer lands', async () => {
    const user = setupUser();
    const view = renderFlow(
      '/CheckEnrollStatusPage',
      {
        actors: {
          checkStatus: checkStatus(() => ({
            status: 'APPLICATION_NOT_FOUND',
            errorText: 'Application ID not found',
          })),
        },
      },
      { state: { value: { status: { lookup: 'editing' } } } },
    );
    await user.type(screen.getByLabelText('Application ID'), 'A00000000');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Application ID not found');
    await waitFor(() => expect(view.url()).toBe('/Rejected'));
    expect(screen.getByLabelText('Application ID')).toHaveValue('A00000000');
  });
});

describe('the expired page (/Expired?id)', () => {
  it('names the application and keeps the id fields', () => {
    renderFlow(
      '/Expired?id=A12345678',
      {},
      {
        state: {
          value: { status: { expired: 'editing' } },
          context: { eligibility: storedIds, eligibilityStatus: 'APP_CLOSED_OR_EXPIRED' },
        },
      },
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Your Application A12345678 has been Expired',
    );
    expect(screen.getByLabelText('Application ID')).toHaveValue('A12345678');
    expect(screen.getByRole('link', { name: 'Start a new application' })).toHaveAttribute(
      'href',
      '/ZipCodePage',
    );
  });

  it('looks up the id of a typed URL, and names it once the provider says it is expired', async () => {
    const check = vi.fn(async (ids: Ids) => ({ status: 'APP_CLOSED_OR_EXPIRED', ...ids }));
    const view = renderFlow('/Expired?id=A55555555', {
      actors: { checkStatus: checkStatus(check) },
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Your Application A55555555 has been Expired',
      }),
    ).toBeInTheDocument();
    expect(check).toHaveBeenCalledWith({ applicationId: 'A55555555', eligibilityCheckId: '' });
    await waitFor(() => expect(view.url()).toBe('/Expired?id=A55555555'));
  });

  it('never puts a link’s words in its heading or title: what the provider does not know is not named', async () => {
    const words = 'Your benefit is suspended: call 1-900-555-0100';
    const check = vi.fn(async () => ({ status: 'APPLICATION_NOT_FOUND' }));
    const view = renderFlow(`/Expired?id=${encodeURIComponent(words)}`, {
      actors: { checkStatus: checkStatus(check) },
    });
    await waitFor(() => expect(view.url()).toBe('/Rejected'));
    expect(check).toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent(/1-900/);
    expect(document.title).not.toMatch(/1-900/);
  });

  it('names no id another lookup typed on it, before the provider has answered for it', () => {
    renderFlow(
      '/Expired?id=Call-1-900',
      {},
      {
        state: {
          value: { status: { expired: 'editing' } },
          context: { eligibility: { ...storedIds, applicationId: 'Call-1-900' } },
        },
      },
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Your Application has been Expired',
    );
  });
});
