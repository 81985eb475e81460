import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { EnrolmentContext } from '../../../../machines/enrolment.machine';
import { flatAnswers } from '../../../../machines/flat-answers';
import type { ApplicationData, EligibilityAnswer } from '../../../../machines/flow-types';
import { summaryBox } from '../../../error-summary-focus';
import { renderFlow } from '../../../render-flow';
import {
  afterReload,
  FIXTURE_SSN4,
  FIXTURE_TRIBAL_ID,
  reviewedApplication,
  signedApplication,
  tribalApplication,
} from '../../../support/application-fixture';
import { setupUser } from '../../../support/user';

const AGREEMENT_URL = '/AgreementPage?profileStep=7';
const inReview: EligibilityAnswer = {
  status: 'IN_PROGRESS',
  applicationId: 'A1',
  eligibilityCheckId: 'EC1',
};

type CheckInput = { application: ApplicationData };

function onAgreementPage(
  check: (input: CheckInput) => Promise<EligibilityAnswer> = async () => inReview,
  options: {
    value?: unknown;
    application?: ApplicationData;
    context?: Partial<EnrolmentContext>;
  } = {},
) {
  const user = setupUser();
  const checkEligibility = vi.fn(check);
  const view = renderFlow(
    AGREEMENT_URL,
    {
      actors: {
        checkEligibility: fromPromise<EligibilityAnswer, CheckInput>(({ input }) =>
          checkEligibility(input),
        ),
      },
    },
    {
      state: {
        value: options.value ?? { application: { agreement: 'editing' } },
        context: {
          zipCode: '87105',
          application: options.application ?? reviewedApplication,
          ...options.context,
        },
      },
    },
  );
  return { user, view, checkEligibility };
}

const initialsBox = (number: number) =>
  screen.getByRole('textbox', { name: new RegExp(`^${number}\\. `) });

async function sign(user: ReturnType<typeof userEvent.setup>) {
  for (let number = 1; number <= 6; number += 1) await user.type(initialsBox(number), 'RM');
  await user.type(
    screen.getByRole('textbox', { name: 'Your full legal name' }),
    'Rosa Martinez-Luna',
  );
  await user.click(
    screen.getByRole('checkbox', {
      name: 'I agree that typing my name above is my electronic signature',
    }),
  );
}

describe('the agreement after an answer changed since the check (D51)', () => {
  it('asks for initials and the signature again, saying why', async () => {
    const checked = reviewedApplication.answers;
    const household = checked.household as NonNullable<typeof checked.household>;
    onAgreementPage(undefined, {
      application: {
        ...reviewedApplication,
        checked,
        answers: { ...checked, household: { ...household, MK2: 'AB' } },
      },
    });
    await screen.findByRole('heading', { level: 1 });
    expect(
      screen.getByText(/You changed some answers after we checked if you qualify/),
    ).toBeInTheDocument();
  });

  it('says nothing of it before a check', async () => {
    onAgreementPage();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/You changed some answers/)).not.toBeInTheDocument();
  });
});

describe('the agreement page (step 7)', () => {
  it('shows the six statements, each with a required initials box, and the move statement', async () => {
    onAgreementPage();
    await screen.findByRole('heading', { level: 1, name: 'Sign your application' });
    for (let number = 1; number <= 6; number += 1) {
      const box = initialsBox(number);
      expect(box).toBeRequired();
      expect(box).toHaveAccessibleDescription('Your initials: RM (required)');
    }
    expect(initialsBox(3)).toHaveAccessibleName(/only one ACP benefit/);
    expect(initialsBox(5)).toHaveAccessibleName(
      /Universal Service Administrative Company \(USAC\)/,
    );
    expect(
      screen.getByText('If you move, you must give your provider your new address within 30 days.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your full legal name' })).toHaveAttribute(
      'autocomplete',
      'name',
    );
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/VerifyPage?profileStep=6',
    );
  });

  it('shows every message at once, one per empty initials box (D6, D23)', async () => {
    const { user, checkEligibility } = onAgreementPage();
    await user.type(await screen.findByRole('textbox', { name: /^2\. / }), 'RM');
    await user.type(screen.getByRole('textbox', { name: 'Your full legal name' }), 'R');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const summary = screen.getByRole('alert');
    expect(summaryBox(summary)).toHaveFocus();
    const links = screen.getAllByRole('link', { name: 'Enter your initials, R M' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#initials1',
      '#initials3',
      '#initials4',
      '#initials5',
      '#initials6',
    ]);
    expect(summary).toHaveTextContent(
      'Your signature must be your full name, Rosa Martinez-Luna, as you gave it in the first step',
    );
    expect(summary).toHaveTextContent(
      'Check the box to agree that typing your name is your electronic signature',
    );
    expect(initialsBox(1)).toHaveAccessibleDescription(/Enter your initials, R M/);
    expect(initialsBox(2)).not.toHaveAccessibleDescription(/Enter your initials/);
    expect(
      screen.getByRole('textbox', { name: 'Your full legal name' }),
    ).toHaveAccessibleDescription(/Your signature must be your full name/);
    expect(checkEligibility).not.toHaveBeenCalled();
  });

  it('asks for nothing secret while both secrets are kept (D14)', async () => {
    onAgreementPage();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('textbox', { name: /Social Security/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Tribal number' })).not.toBeInTheDocument();
  });

  it('sends a valid agreement to the eligibility check and lands on /Reviewing', async () => {
    const { user, view, checkEligibility } = onAgreementPage();
    await screen.findByRole('heading', { level: 1 });
    await sign(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() =>
      expect(view.actor.getSnapshot().matches({ status: 'reviewing' })).toBe(true),
    );
    expect(checkEligibility).toHaveBeenCalledTimes(1);
    const input = checkEligibility.mock.calls[0]?.[0];
    expect(input?.application.agreement).toEqual({
      initials: ['RM', 'RM', 'RM', 'RM', 'RM', 'RM'],
      signature: 'Rosa Martinez-Luna',
      signatureConsent: true,
      // D56: signed now, on this clock with its offset, in English, over the summary.
      signedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/),
      language: 'en',
      wording: 'summary',
    });
    const signedAt = Date.parse(input?.application.agreement?.signedAt ?? '');
    expect(Math.abs(Date.now() - signedAt)).toBeLessThan(60_000);
    expect(flatAnswers(input?.application.answers ?? {}).ssn4).toBe(FIXTURE_SSN4);
    expect(view.actor.getSnapshot().context.eligibility.eligibilityCheckId).toBe('EC1');
    await waitFor(() => expect(view.url()).toMatch(/^\/Reviewing/));
  });

  it('says it is checking, marks the button busy and ignores a second submit', async () => {
    let answer: (value: EligibilityAnswer) => void = () => {};
    const { user, view, checkEligibility } = onAgreementPage(
      () => new Promise<EligibilityAnswer>((resolve) => (answer = resolve)),
    );
    await screen.findByRole('heading', { level: 1 });
    await sign(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const busy = await screen.findByRole('button', { name: 'Checking your eligibility…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    // The test harness's URL <output> is a status too, so find the page's own.
    expect(
      screen.getByText(/We are checking your eligibility/).closest('[role="status"]'),
    ).not.toBeNull();
    await user.click(busy);
    expect(checkEligibility).toHaveBeenCalledTimes(1);

    answer(inReview);
    await waitFor(() =>
      expect(view.actor.getSnapshot().matches({ status: 'reviewing' })).toBe(true),
    );
  });

  it('shows the provider’s errors below the form and keeps what was typed (A §8)', async () => {
    const { user } = onAgreementPage(async () => ({
      status: 'FAILURE',
      errorText: 'The address could not be verified. The date of birth does not match',
    }));
    await screen.findByRole('heading', { level: 1 });
    await sign(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await screen.findByText('The address could not be verified. The date of birth does not match');
    expect(screen.getByRole('alert')).toHaveTextContent('The address could not be verified');
    expect(screen.getByRole('button', { name: 'Continue' })).not.toHaveAttribute('aria-disabled');
    expect(initialsBox(1)).toHaveValue('RM');
    expect(screen.getByRole('textbox', { name: 'Your full legal name' })).toHaveValue(
      'Rosa Martinez-Luna',
    );
  });

  it('refuses to follow a link it does not trust, and says so (D16)', async () => {
    const { user, view } = onAgreementPage(async () => ({
      status: 'PENDING_RESOLUTION',
      applicationId: 'A1',
      resolutionHref: 'https://allowed@evil.example/resolve',
    }));
    await screen.findByRole('heading', { level: 1 });
    await sign(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/web address we do not trust/);
    expect(view.actor.getSnapshot().context.leavingTo).toBe('');
  });

  it('turns Continue into Resubmit after a time-out, and sends the same agreement again (D3)', async () => {
    const { user, view, checkEligibility } = onAgreementPage(async () => inReview, {
      value: { application: { agreement: 'timedOut' } },
      application: signedApplication,
      context: { failure: { kind: 'timeout' } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(/took too long to answer/);
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resubmit' }));

    await waitFor(() =>
      expect(view.actor.getSnapshot().matches({ status: 'reviewing' })).toBe(true),
    );
    expect(checkEligibility.mock.calls[0]?.[0].application.agreement?.initials).toHaveLength(6);
  });

  it('reaches Resubmit when the check times out', async () => {
    const { user } = onAgreementPage(async () => {
      throw Object.assign(new Error('Endpoint request timed out'), { kind: 'timeout' });
    });
    await screen.findByRole('heading', { level: 1 });
    await sign(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('button', { name: 'Resubmit' });
  });

  it('after a reload, asks for the SSN digits again and sends them with the agreement (D14)', async () => {
    const { user, view, checkEligibility } = onAgreementPage(async () => inReview, {
      application: afterReload(reviewedApplication),
    });
    const field = await screen.findByRole('textbox', {
      name: 'Last 4 digits of your Social Security number',
    });
    expect(field).toHaveAccessibleDescription(/we never keep these digits/);
    await sign(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter the last 4 digits of your Social Security number',
    );
    expect(checkEligibility).not.toHaveBeenCalled();

    await user.type(field, FIXTURE_SSN4);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(view.actor.getSnapshot().matches({ status: 'reviewing' })).toBe(true),
    );
    expect(flatAnswers(checkEligibility.mock.calls[0]?.[0].application.answers ?? {}).ssn4).toBe(
      FIXTURE_SSN4,
    );
  });

  it('after a reload, asks a tribal applicant for the tribal number instead (D14)', async () => {
    const { user, view, checkEligibility } = onAgreementPage(async () => inReview, {
      application: afterReload({ ...tribalApplication, reviewConsent: true }),
    });
    const field = await screen.findByRole('textbox', { name: 'Tribal number' });
    expect(screen.queryByRole('textbox', { name: /Social Security/ })).not.toBeInTheDocument();
    await sign(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your Tribal number');

    await user.type(field, FIXTURE_TRIBAL_ID);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(view.actor.getSnapshot().matches({ status: 'reviewing' })).toBe(true),
    );
    expect(
      flatAnswers(checkEligibility.mock.calls[0]?.[0].application.answers ?? {}).tribalId,
    ).toBe(FIXTURE_TRIBAL_ID);
  });
});
