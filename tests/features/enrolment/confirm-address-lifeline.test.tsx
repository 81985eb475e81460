import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { EnrolmentCallInput } from '../../../machines/enrolment-details';
import type { EnrolmentAnswer, PersonalInfo } from '../../../machines/flow-types';
import { enrolBody } from '../../../machines/requests/enrolment';
import { answersUnder, lifelineApplication } from '../../support/application-fixture';
import { flowUnder, renderStep } from '../../support/profile-flow';
import { settingsModule } from '../../support/settings-module';

// "Change shipping details" under Lifeline (D52, issue 37): the names by the profile's rules, as
// step 1 judged them (a one-letter first name passes here too), the middle name asked and sent,
// the second line of the address the enrolment ships to, and the home address beside it.

afterEach(() => vi.doUnmock('virtual:carrier-settings'));

beforeAll(async () => {
  await flowUnder('lifeline');
  vi.doUnmock('virtual:carrier-settings');
}, 120_000);

const rules = settingsModule('lifeline').programRules;
const answers = answersUnder(rules, lifelineApplication.answers);
const application = {
  ...lifelineApplication,
  reviewConsent: true,
  answers: {
    ...answers,
    personalInfo: { ...(answers.personalInfo as PersonalInfo), firstName: 'J' },
    contactInfo: {
      ...(answers.contactInfo as NonNullable<typeof answers.contactInfo>),
      mailingSameAsHome: true,
      contactAddress: '1420 Calle del Sol SW',
      contactAddress2: 'Apt 4B',
      contactCity: 'Albuquerque',
      contactState: 'NM',
      contactZipCode: '87105',
    },
  },
};

describe('/ConfirmAddress under Lifeline (D52)', { timeout: 30_000 }, () => {
  it('takes the one-letter first name step 1 took, and sends it with the middle name, the second line and the home', async () => {
    const sent: EnrolmentCallInput[] = [];
    const enrol = fromPromise<EnrolmentAnswer, EnrolmentCallInput>(async ({ input }) => {
      sent.push(input);
      return new Promise<never>(() => {});
    });
    const { user } = await renderStep(
      'lifeline',
      '/ConfirmAddress',
      { enrolment: { confirmAddress: 'editing' } },
      {
        zipCode: '87105',
        coverage: { zipCode: '87105', state: 'NM', served: true },
        application,
        eligibility: {
          applicationId: 'A100',
          eligibilityCheckId: 'EC1',
          tribalStatusConfirmed: false,
        },
        eligibilityStatus: 'COMPLETE',
        checkedOn: '2026-11-28',
      },
      'en',
      { enrol },
    );
    expect(screen.getByLabelText('First name')).toHaveValue('J');
    expect(screen.getByLabelText(/Middle name/)).toHaveValue('Elena');
    expect(screen.getByLabelText('Address line 2 (optional)')).toHaveValue('Apt 4B');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const body = enrolBody(sent[0] as EnrolmentCallInput, {
      now: new Date(2026, 10, 28),
      timeZone: 'America/Denver',
      resellerCode: null,
      program: 'LIFELINE',
    });
    expect(body).toMatchObject({
      firstName: 'J',
      middleName: 'Elena',
      shippingAddress1: '1420 Calle del Sol SW',
      shippingAddress2: 'Apt 4B',
      primaryAddress1: '1420 Calle del Sol SW',
      primaryAddress2: 'Apt 4B',
      primaryZipCode: '87105',
    });
  });
});
