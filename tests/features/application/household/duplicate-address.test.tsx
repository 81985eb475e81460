import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { EnrolmentCallInput } from '../../../../machines/enrolment-details';
import type { EnrolmentAnswer } from '../../../../machines/flow-types';
import { isSeparateHousehold } from '../../../../machines/steps/household';
import {
  answersUnder,
  householdWhere,
  lifelineApplication,
  signedAgreement,
  withNoOtherAdult,
} from '../../../support/application-fixture';
import { flowUnder, renderStep } from '../../../support/profile-flow';
import { settingsModule } from '../../../support/settings-module';

// D53 (issue 37): Enroll now answered DUPLICATE_ADDRESS (someone else at this home gets
// Lifeline) opens the household worksheet with why, never a transfer: a separate household
// says so there, and goes on to the review to sign again.

afterEach(() => vi.doUnmock('virtual:carrier-settings'));

beforeAll(async () => {
  await flowUnder('lifeline');
  vi.doUnmock('virtual:carrier-settings');
}, 120_000);

const rules = settingsModule('lifeline').programRules;
/** The applicant said no other adult lives with her; a neighbour at her home gets Lifeline. */
const answers = answersUnder(rules, {
  ...lifelineApplication.answers,
  household: householdWhere(rules, withNoOtherAdult),
});

async function enrolAtTakenHome(locale: 'en' | 'es' = 'en') {
  const sent: EnrolmentCallInput[] = [];
  const enrol = fromPromise<EnrolmentAnswer, EnrolmentCallInput>(async ({ input }) => {
    sent.push(input);
    return {
      outcome: 'duplicateAddress',
      message: 'primaryAddress1: DUPLICATE_ADDRESS',
      code: 'DUPLICATE_ADDRESS',
    };
  });
  const step = await renderStep(
    'lifeline',
    '/EnrollStep',
    { enrolment: { offer: 'choosing' } },
    {
      zipCode: '87105',
      coverage: { zipCode: '87105', state: 'NM', served: true },
      application: {
        answers,
        reviewConsent: true,
        agreement: { ...signedAgreement, initials: Array(rules.certificationCount).fill('RM') },
      },
      eligibility: {
        applicationId: 'A100',
        eligibilityCheckId: 'EC1',
        tribalStatusConfirmed: false,
      },
      eligibilityStatus: 'COMPLETE',
      checkedOn: '2026-11-28',
    },
    locale,
    { enrol },
  );
  await step.user.click(screen.getByRole('button', { name: /^(Enroll now|Inscríbase ahora)$/ }));
  return { ...step, sent };
}

describe('an enrolment at a home that has Lifeline (D53)', { timeout: 30_000 }, () => {
  it('opens the household step with why and what to do, not the transfer', async () => {
    const { sent } = await enrolAtTakenHome();
    await screen.findByRole('heading', { level: 1, name: 'Your household' });
    const notice = screen.getByRole('alert', {
      name: 'Someone at your home already gets the benefit',
    });
    expect(notice).toHaveTextContent(
      'A household gets one benefit. If you do not share money (income and expenses) with that person, you are a separate household: say so below, then check your answers and sign again.',
    );
    expect(sent).toHaveLength(1);
    expect(screen.queryByText(/already enrolled/i)).not.toBeInTheDocument();
  });

  it('goes on to the review once a separate household says so', async () => {
    const { user, view } = await enrolAtTakenHome();
    await screen.findByRole('heading', { level: 1, name: 'Your household' });
    const choose = (question: RegExp, choice: string) =>
      user.click(
        within(screen.getByRole('group', { name: question })).getByRole('radio', { name: choice }),
      );
    await choose(/another adult\?/, 'Yes');
    await choose(/already get Lifeline/, 'Yes');
    await choose(/share money/, 'No');
    await user.type(
      screen.getByLabelText(/certify that you and that adult are separate households/),
      'RM',
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(view.actor.getSnapshot().matches({ application: 'verify' })).toBe(true),
    );
    const household = view.actor.getSnapshot().context.application.answers.household;
    expect(isSeparateHousehold(household)).toBe(true);
    expect(household?.iehInitials).toBe('RM');
    expect(
      screen.queryByRole('alert', { name: /already gets the benefit/ }),
    ).not.toBeInTheDocument();
  });

  it('says so in Spanish', async () => {
    await enrolAtTakenHome('es');
    const notice = await screen.findByRole('alert', {
      name: 'Alguien en su hogar ya recibe el beneficio',
    });
    expect(notice).toHaveTextContent(/usted es un hogar separado/);
  });
});
