import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { EnrolmentContext } from '../../../../machines/enrolment.machine';
import type {
  ApplicationData,
  ContactInfo,
  EligibilityAnswer,
} from '../../../../machines/flow-types';
import type { StepAnswer } from '../../../../machines/step-answers';
import type { ProfileId } from '../../../../profiles/schema';
import { summaryBox } from '../../../error-summary-focus';
import { renderFlow } from '../../../render-flow';
import { atStep, signedAgreement } from '../../../support/application-fixture';
import { ACP_WORDING, renderStep } from '../../../support/profile-flow';
import { settingsModuleFor } from '../../../support/settings-module';
import { setupUser } from '../../../support/user';

type Tribal = StepAnswer<'tribalStatus'>;

/** The fixture as step 5 opens, at an address in Alaska. */
function application(tribal: Tribal | null = null): ApplicationData {
  const before = atStep('tribalStatus', tribal);
  const contact = before.answers.contactInfo as ContactInfo;
  const alaska = { city: 'Anchorage', state: 'AK', zipCode: '99501' };
  return { ...before, answers: { ...before.answers, contactInfo: { ...contact, ...alaska } } };
}

const served: Partial<EnrolmentContext> = {
  zipCode: '99501',
  coverage: { zipCode: '99501', state: 'AK', served: true },
};

function onStep5(tribal: Tribal | null = null) {
  const view = renderFlow(
    '/TribalStatusPage?profileStep=5',
    {},
    {
      state: {
        value: { application: 'tribalStatus' },
        context: { ...served, application: application(tribal) },
      },
    },
  );
  return { user: setupUser(), view };
}

const LABEL = 'I live on qualifying Tribal lands';
const box = () => screen.getByRole('checkbox', { name: LABEL });
const number = () => screen.getByLabelText('Tribal number');
const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const AGAIN = /For your privacy we do not keep your Tribal number, so please enter it again/;

async function movedOnWith(view: ReturnType<typeof onStep5>['view'], tribal: Tribal) {
  await waitFor(() =>
    expect(view.actor.getSnapshot().matches({ application: 'verify' })).toBe(true),
  );
  expect(view.actor.getSnapshot().context.application.answers.tribalStatus).toEqual(tribal);
  await waitFor(() => expect(view.url()).toBe('/VerifyPage?profileStep=6'));
}

describe('step 5, tribal status', () => {
  it('explains the Enhanced Tribal Benefit; Back goes to step 4', () => {
    onStep5();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Do you live on Tribal lands?',
    );
    expect(screen.getByText(/up to \$75 a month/)).toBeInTheDocument();
    expect(screen.getByText('Part 4 of 6')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/QualificationPage?profileStep=4',
    );
    expect(box()).not.toBeChecked();
    expect(screen.queryByLabelText('Tribal number')).not.toBeInTheDocument();
  });

  it('continues without the box, sending no number', async () => {
    const { user, view } = onStep5();
    await user.click(continueButton());
    await movedOnWith(view, { checkTribal: false, tribalId: '' });
  });

  it('asks for the number when the box is ticked (A §5)', async () => {
    const { user, view } = onStep5();
    await user.click(box());
    expect(number()).not.toHaveAttribute('maxLength');
    expect(
      screen.getByText(/instead of the last 4 digits of your Social Security number/),
    ).toBeVisible();
    await user.click(continueButton());
    const summary = screen.getByRole('alert');
    expect(summaryBox(summary)).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([['Enter your Tribal number', '#tribalId']]);
    expect(number()).toHaveAccessibleDescription(/Enter your Tribal number/);
    expect(view.actor.getSnapshot().matches({ application: 'tribalStatus' })).toBe(true);

    await user.type(number(), '   ');
    await user.click(continueButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your Tribal number');

    await user.clear(number());
    await user.type(number(), 'TR-000123');
    await user.click(continueButton());
    await movedOnWith(view, { checkTribal: true, tribalId: 'TR-000123' });
  });

  it('keeps a longer number whole and says the limit (D28: nothing is cut silently)', async () => {
    const { user } = onStep5();
    await user.click(box());
    expect(number()).toHaveAccessibleDescription(/up to 24 characters/);
    await user.type(number(), 'A'.repeat(30));
    expect(number()).toHaveValue('A'.repeat(30));
    await user.click(continueButton());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Tribal number must be 24 characters or fewer',
    );
  });

  it('clears the number and its message when the box is unticked (A §4)', async () => {
    const { user, view } = onStep5();
    await user.click(box());
    await user.click(continueButton());
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.type(number(), 'TR-1');
    await user.click(box());
    expect(screen.queryByLabelText('Tribal number')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(box());
    expect(number()).toHaveValue('');
    await user.click(box());
    await user.click(continueButton());
    await movedOnWith(view, { checkTribal: false, tribalId: '' });
  });

  it('shows the number typed before', () => {
    onStep5({ checkTribal: true, tribalId: 'TR-9' });
    expect(box()).toBeChecked();
    expect(number()).toHaveValue('TR-9');
    expect(screen.queryByText(AGAIN)).not.toBeInTheDocument();
  });

  it('asks for the number again after a reload, saying why (D14)', async () => {
    const { user, view } = onStep5({ checkTribal: true, tribalId: '' });
    expect(box()).toBeChecked();
    expect(number()).toHaveValue('');
    expect(number()).toHaveAccessibleDescription(AGAIN);
    await user.type(number(), 'TR-9');
    await user.click(continueButton());
    await movedOnWith(view, { checkTribal: true, tribalId: 'TR-9' });
  });

  it('comes back here when the provider refuses the Tribal number', async () => {
    const check = fromPromise<EligibilityAnswer, { application: ApplicationData }>(async () => ({
      status: 'ERROR',
      errorCode: 'INVALID_TRIBAL_ID',
      errorText: 'The Tribal ID is not valid',
    }));
    const view = renderFlow(
      '/AgreementPage?profileStep=7',
      { actors: { checkEligibility: check } },
      {
        state: {
          value: { application: { agreement: 'editing' } },
          context: {
            ...served,
            application: {
              ...application({ checkTribal: true, tribalId: 'TR-BAD' }),
              reviewConsent: true,
            },
          },
        },
      },
    );
    view.actor.send({
      type: 'agreement.submitted',
      agreement: signedAgreement,
    });
    await waitFor(() => expect(view.url()).toBe('/TribalStatusPage?profileStep=5'));
    expect(await screen.findByRole('checkbox', { name: LABEL })).toBeChecked();
    expect(number()).toHaveValue('');
    expect(number()).toHaveAccessibleDescription(AGAIN);
  });
});

describe('step 5 under each profile: the Tribal note', () => {
  afterEach(() => vi.doUnmock('virtual:carrier-settings'));

  const onTribal = (program: ProfileId, locale: 'en' | 'es' = 'en') =>
    renderStep(
      program,
      '/TribalStatusPage?profileStep=5',
      { application: 'tribalStatus' },
      { application: application() },
      locale,
    );

  it('gives Lifeline’s Tribal amounts for a broadband plan and Link Up, with their year', async () => {
    await onTribal('lifeline');
    expect(
      screen.getByText(/up to \$34\.25 a month off our plan, instead of up to \$9\.25/),
    ).toHaveTextContent(/Link Up: up to \$100 .*\(2026 amounts\)/);
    expect(document.body.textContent).not.toMatch(ACP_WORDING);
  });

  it('in Spanish too', async () => {
    await onTribal('lifeline', 'es');
    expect(
      screen.getByText(/hasta \$34\.25 al mes en nuestro plan, en lugar de hasta \$9\.25/),
    ).toBeVisible();
    expect(document.body.textContent).not.toMatch(ACP_WORDING);
  });

  it('D58: gives a voice-only plan’s own amounts, never the broadband ones', async () => {
    vi.resetModules();
    vi.doMock('virtual:carrier-settings', () =>
      settingsModuleFor('lifeline', (settings) => ({
        ...settings,
        planCard: { ...settings.planCard, service: 'voiceOnly' },
      })),
    );
    const { renderFlow } = await import('../../../render-flow');
    renderFlow(
      '/TribalStatusPage?profileStep=5',
      {},
      {
        state: {
          value: { application: 'tribalStatus' },
          context: { zipCode: '99501', application: application() },
        },
      },
    );
    await screen.findByRole('heading', { level: 1 });
    expect(
      screen.getByText(/up to \$30\.25 a month off our plan, instead of up to \$5\.25/),
    ).toBeVisible();
    expect(document.body.textContent).not.toMatch(/\$34\.25|\$9\.25/);
  });

  it('keeps the ACP’s Enhanced Tribal Benefit', async () => {
    await onTribal('acp');
    expect(screen.getByText(/Enhanced Tribal Benefit: up to \$75 a/)).toBeVisible();
  });
});
