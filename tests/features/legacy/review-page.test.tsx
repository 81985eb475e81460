import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { EnrolmentContext } from '../../../machines/enrolment.machine';
import type { EligibilityAnswer, LegacyData } from '../../../machines/flow-types';
import { renderFlow } from '../../render-flow';
import { setupUser } from '../../support/user';
import {
  documentIdentity,
  homeAddress,
  legacyContext,
  question,
  withDocument,
  withProgram,
} from './legacy-answers-fixture';

type CheckInput = { legacy: LegacyData };

function onReviewPage(
  legacy: LegacyData = withProgram,
  options: {
    check?: (input: CheckInput) => Promise<EligibilityAnswer>;
    value?: unknown;
    context?: Partial<EnrolmentContext>;
  } = {},
) {
  const check = vi.fn(options.check ?? (async () => ({ status: 'SUCCESSFUL' })));
  const view = renderFlow(
    '/ReviewPage',
    {
      actors: {
        checkLegacyEligibility: fromPromise<EligibilityAnswer, CheckInput>(({ input }) =>
          check(input),
        ),
      },
    },
    {
      state: {
        value: options.value ?? { legacy: { review: 'editing' } },
        context: { ...legacyContext(legacy), ...options.context },
      },
    },
  );
  return { user: setupUser(), view, check };
}

/** A promise the test settles when it wants: the check "in flight". */
function pending() {
  let settle: (answer: EligibilityAnswer) => void = () => undefined;
  const promise = new Promise<EligibilityAnswer>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

const next = () => screen.getByRole('button', { name: 'Next' });

function answers(): Record<string, string> {
  const rows = screen.getAllByRole('term').map((term) => {
    const value = term.nextElementSibling as HTMLElement;
    return [term.textContent ?? '', value.innerText ?? value.textContent ?? ''];
  });
  return Object.fromEntries(rows);
}

describe('the review page (/ReviewPage)', () => {
  it('lists every answer, with the SSN digits only said to be given', async () => {
    onReviewPage({
      ...withProgram,
      homeAddress: {
        ...homeAddress,
        mailingDiffers: true,
        contactAddress: 'PO Box 77',
        contactCity: 'Bernalillo',
        contactState: 'NM',
        contactZipCode: '87004',
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Check your answers' });
    expect(screen.getByText('Page 7 of 7')).toBeInTheDocument();
    expect(answers()).toEqual({
      'Home address': '1420 Calle del Sol SWAlbuquerque, NM 87105',
      'Mailing address': 'PO Box 77Bernalillo, NM 87004',
      'E-mail address': 'rosa.martinez@example.com',
      'Phone number': '(505) 555-0142',
      'Does anyone in your household get Medicaid or SNAP?': 'Yes',
      'Last 4 digits of your Social Security number': 'Given (hidden for your privacy)',
      Name: 'Rosa Elena Martinez-Luna',
      'Date of birth': 'March 9, 1984',
      Program: 'SNAP',
    });
    expect(document.body).not.toHaveTextContent(question.ssn4);
  });

  it('shows “None” and the document, never its number, without a program', () => {
    onReviewPage(withDocument);
    const shown = answers();
    expect(shown.Program).toBe('None');
    expect(shown['Last 4 digits of your Social Security number']).toBe(
      'Not needed: you confirm who you are with a document',
    );
    expect(shown['How you confirm who you are']).toBe(
      'PassportNumber given (hidden for your privacy)Photo: passport.jpg',
    );
    expect(shown).not.toHaveProperty('Mailing address');
    expect(document.body).not.toHaveTextContent('X1234567');
  });

  it('Edit opens the name page and Back the program page', async () => {
    const edit = onReviewPage();
    await edit.user.click(screen.getByRole('button', { name: 'Edit your name and date of birth' }));
    expect(edit.view.actor.getSnapshot().matches({ legacy: 'personalInformation' })).toBe(true);
    edit.view.unmount();

    const back = onReviewPage();
    await back.user.click(screen.getByRole('button', { name: 'Back to your program' }));
    expect(back.view.actor.getSnapshot().matches({ legacy: 'confirmProgram' })).toBe(true);
    await screen.findByRole('heading', { level: 1, name: 'Your program' });
  });

  it('sends the check once, busy meanwhile, and opens /TribalLandsPage on SUCCESSFUL', async () => {
    const answer = pending();
    const { user, view, check } = onReviewPage(withProgram, { check: () => answer.promise });
    await user.click(next());
    const busyButton = screen.getByRole('button', { name: 'Checking your eligibility…' });
    expect(busyButton).toHaveAttribute('aria-disabled', 'true');
    expect(
      screen.getByText(/This can take up to a minute/).closest('[role="status"]'),
    ).not.toBeNull();
    await user.click(busyButton);
    await user.click(screen.getByRole('button', { name: /^Edit/ }));
    expect(check).toHaveBeenCalledTimes(1);
    expect(check.mock.calls[0]?.[0]?.legacy).toEqual(withProgram);
    expect(view.actor.getSnapshot().matches({ legacy: { review: 'checking' } })).toBe(true);

    await act(async () => answer.settle({ status: 'SUCCESSFUL', applicationId: 'A7' }));
    await screen.findByRole('heading', { level: 1, name: 'Your household qualifies' });
    // The address bar follows the screen a moment later (route sync).
    await waitFor(() => expect(view.url()).toBe('/TribalLandsPage'));
  });

  it('opens /NotVerifedEligiblePage on FAILURE, with the answer’s message', async () => {
    const { user, view } = onReviewPage(withProgram, {
      check: async () => ({ status: 'FAILURE', errorText: 'Program participation not found' }),
    });
    await user.click(next());
    // The result page is the first thing this file renders from its own chunk: tests/setup.ts
    // gives every findBy the time that takes on a busy machine.
    await screen.findByRole('heading', {
      level: 1,
      name: 'We could not verify that you are eligible',
    });
    expect(screen.getByText('Program participation not found')).toBeInTheDocument();
    // The address bar follows the screen a moment later (route sync).
    await waitFor(() => expect(view.url()).toBe('/NotVerifedEligiblePage'));
  });

  it('shows a refusal as text in an alert, and keeps every answer', async () => {
    const { user, view } = onReviewPage(withProgram, {
      check: async () => ({ status: 'ERROR', errorText: '<img src=x onerror=alert(1)> Bad dob' }),
    });
    await user.click(next());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('<img src=x onerror=alert(1)> Bad dob');
    expect(alert.querySelector('img')).toBeNull();
    expect(view.actor.getSnapshot().matches({ legacy: { review: 'editing' } })).toBe(true);
    expect(view.actor.getSnapshot().context.legacy).toEqual(withProgram);
  });

  it('says so when the resolution link is not one we may follow (D16)', async () => {
    const { user } = onReviewPage(withProgram, {
      check: async () => ({
        status: 'PENDING_RESOLUTION',
        resolutionHref: 'https://evil.example/resolve',
      }),
    });
    await user.click(next());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /a web address we do not trust, so we stopped/,
    );
  });

  it('turns Next into Resubmit after a time-out, and says what happened', async () => {
    const { user, check } = onReviewPage(withProgram, {
      value: { legacy: { review: 'timedOut' } },
      context: { failure: { kind: 'timeout' } },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('The server took too long to answer.');
    await user.click(screen.getByRole('button', { name: 'Resubmit' }));
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('reaches Resubmit when the check times out', async () => {
    const { user } = onReviewPage(withProgram, {
      check: async () => {
        throw Object.assign(new Error('Endpoint request timed out'), { kind: 'timeout' });
      },
    });
    await user.click(next());
    await screen.findByRole('button', { name: 'Resubmit' });
  });

  it('asks again for the SSN digits lost in a reload, and sends them', async () => {
    const { user, check } = onReviewPage({ ...withProgram, question: { ...question, ssn4: '' } });
    expect(answers()['Last 4 digits of your Social Security number']).toMatch(
      /Not kept after the page reloaded/,
    );
    const field = screen.getByRole('textbox', {
      name: 'Last 4 digits of your Social Security number',
    });
    await user.click(next());
    expect(within(screen.getByRole('alert')).getByRole('link')).toHaveTextContent(
      'Enter the last 4 digits of your Social Security number',
    );
    expect(check).not.toHaveBeenCalled();
    await user.type(field, '4821');
    await user.click(next());
    expect(check).toHaveBeenCalledTimes(1);
    expect(check.mock.calls[0]?.[0]?.legacy.question?.ssn4).toBe('4821');
  });

  it('asks again for the document’s number lost in a reload, and sends it', async () => {
    const { user, check } = onReviewPage({
      ...withDocument,
      question: { ...question, ssn4: '' },
      identity: { ...documentIdentity, documentNumber: '' },
    });
    expect(
      screen.queryByRole('textbox', { name: 'Last 4 digits of your Social Security number' }),
    ).not.toBeInTheDocument();
    await user.click(next());
    expect(within(screen.getByRole('alert')).getByRole('link')).toHaveTextContent(
      'Enter the number shown on your document',
    );
    await user.type(screen.getByRole('textbox', { name: 'Document number' }), 'X1234567');
    await user.click(next());
    expect(check).toHaveBeenCalledTimes(1);
    expect(check.mock.calls[0]?.[0]?.legacy.identity?.documentNumber).toBe('X1234567');
  });
});
