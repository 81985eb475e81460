import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { emptyApplication } from '../../../machines/application-data';
import type { EnrolmentContext } from '../../../machines/enrolment.machine';
import { type EnrolmentCallInput, enrolmentDetails } from '../../../machines/enrolment-details';
import type { ApplicationData, EnrolmentAnswer, OrderLookup } from '../../../machines/flow-types';
import { enrolBody } from '../../../machines/requests/enrolment';
import { summaryBox } from '../../error-summary-focus';

import { renderFlow } from '../../render-flow';
import { setupUser } from '../../support/user';
import { qualifiedContext, shippingDetails } from './saved-enrolment-fixture';

const order: EnrolmentAnswer = {
  outcome: 'order',
  orderId: 'ORD-1',
  enrolledAt: '2026-11-21T10:00:00.000Z',
};

const lookUpOrder = fromPromise<OrderLookup, { orderId: string }>(async () => ({
  fulfillmentId: '5f0c6a8e-1d2b-4c3d-9e8f-0a1b2c3d4e5f',
  message: '',
}));

const application: ApplicationData = {
  ...emptyApplication,
  answers: {
    personalInfo: {
      firstName: 'Ana',
      lastName: 'Lopez',
      dob: '1985-03-09',
      ssn4: '',
      language: 'English',
    },
    contactInfo: {
      contactPhoneNumber: '5551234567',
      contactEmail: 'ana.lopez@example.com',
      consent: true,
      marketingConsent: false,
      address: '1 Home Road',
      city: 'Hoboken',
      state: 'NJ',
      zipCode: '07030',
      mailingSameAsHome: false,
      contactAddress: '12 Main Street',
      contactCity: 'Albany',
      contactState: 'NY',
      contactZipCode: '12207',
    },
  },
  reviewConsent: true,
};

function onAddress(
  context: Partial<EnrolmentContext> = {},
  options: { kind?: 'enrolment' | 'transfer'; step?: 'editing' | 'timedOut' } = {},
) {
  const kind = options.kind ?? 'enrolment';
  const enrol = vi.fn(async (_request: EnrolmentCallInput) => order);
  const transfer = vi.fn(async (_request: EnrolmentCallInput) => order);
  const view = renderFlow(
    kind === 'transfer' ? '/ConfirmAddress?transfer=yes' : '/ConfirmAddress',
    {
      actors: {
        enrol: fromPromise<EnrolmentAnswer, EnrolmentCallInput>(({ input }) => enrol(input)),
        transfer: fromPromise<EnrolmentAnswer, EnrolmentCallInput>(({ input }) => transfer(input)),
        lookUpOrder,
      },
    },
    {
      state: {
        value: { [kind]: { confirmAddress: options.step ?? 'editing' } },
        context: qualifiedContext(context),
      },
    },
  );
  return { view, enrol, transfer, user: setupUser() };
}

const textFields = [
  'First name',
  'Last name',
  'E-mail address',
  'Phone number',
  'Shipping address',
  'Address line 2 (optional)',
  'City',
  'Zip code',
];

describe('confirm address (/ConfirmAddress)', () => {
  it('is prefilled from the saved enrolment data', () => {
    onAddress();
    expect(screen.getByLabelText('First name')).toHaveValue('Ana');
    expect(screen.getByLabelText('Last name')).toHaveValue('Lopez');
    expect(screen.getByLabelText('Month')).toHaveValue('3');
    expect(screen.getByLabelText('Day')).toHaveValue('9');
    expect(screen.getByLabelText('Year')).toHaveValue('1985');
    expect(screen.getByLabelText('E-mail address')).toHaveValue('ana.lopez@example.com');
    expect(screen.getByLabelText('Phone number')).toHaveValue('5551234567');
    expect(screen.getByLabelText('Shipping address')).toHaveValue('12 Main Street');
    expect(screen.getByLabelText('Address line 2 (optional)')).toHaveValue('Apt 4');
    expect(screen.getByLabelText('City')).toHaveValue('Albany');
    expect(screen.getByLabelText('State')).toHaveValue('NY');
    expect(screen.getByLabelText('Zip code')).toHaveValue('12207');
  });

  it('gives every required field its message at once (A §5, D23)', async () => {
    const { user, enrol } = onAddress();
    for (const label of textFields) await user.clear(screen.getByLabelText(label));
    await user.selectOptions(screen.getByLabelText('Month'), '');
    await user.selectOptions(screen.getByLabelText('State'), '');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const summary = screen.getByRole('alert');
    expect(summaryBox(summary)).toHaveFocus();
    const expected: [string, string][] = [
      ['Enter your first name', '#firstName'],
      ['Enter your last name', '#lastName'],
      ['Choose the month, day and year you were born', '#dob-month'],
      ['Enter your e-mail address', '#emailAddress'],
      ['Enter your phone number', '#contactPhoneNumber'],
      ['Enter the shipping address', '#shippingAddress1'],
      ['Enter the city to ship to', '#shippingCity'],
      ['Choose the state to ship to', '#shippingState'],
      ['Enter the zip code to ship to', '#shippingZipcode'],
    ];
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(expected);
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(
      /Enter your first name/,
    );
    expect(screen.getByLabelText('State')).toHaveAccessibleDescription(
      /Choose the state to ship to/,
    );
    expect(screen.getByRole('group', { name: 'Date of birth' })).toHaveAccessibleDescription(
      /Choose the month, day and year you were born/,
    );
    expect(enrol).not.toHaveBeenCalled();
  });

  it.each([
    [
      '0123456789',
      'Enter a 10-digit U.S. phone number, like 5551234567; it cannot start with 0 or 1',
    ],
    [
      '1234567890',
      'Enter a 10-digit U.S. phone number, like 5551234567; it cannot start with 0 or 1',
    ],
    [
      '555123456',
      'Enter a 10-digit U.S. phone number, like 5551234567; it cannot start with 0 or 1',
    ],
  ])('refuses the phone number %s (D9)', async (phone, message) => {
    const { user, enrol } = onAddress();
    const field = screen.getByLabelText('Phone number');
    await user.clear(field);
    await user.type(field, phone);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(field).toHaveAccessibleDescription(new RegExp(message));
    expect(enrol).not.toHaveBeenCalled();
  });

  it('checks the e-mail, the shipping address and the zip code', async () => {
    const { user, enrol } = onAddress();
    await user.clear(screen.getByLabelText('E-mail address'));
    await user.type(screen.getByLabelText('E-mail address'), 'ana@example');
    await user.clear(screen.getByLabelText('Shipping address'));
    await user.type(screen.getByLabelText('Shipping address'), ' X ');
    await user.clear(screen.getByLabelText('Zip code'));
    await user.type(screen.getByLabelText('Zip code'), '12a3');
    expect(screen.getByLabelText('Zip code')).toHaveValue('123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('Enter an e-mail address like name@example.com');
    expect(summary).toHaveTextContent('Shipping address must be 2 characters or more');
    expect(summary).toHaveTextContent('Enter a 5-digit zip code');
    expect(summary).not.toHaveTextContent('Phone Number');
    expect(enrol).not.toHaveBeenCalled();
  });

  it('keeps digits only in the phone field, ten at most', async () => {
    const { user } = onAddress();
    const field = screen.getByLabelText('Phone number');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'tel-national');
    await user.clear(field);
    await user.type(field, '(555) 987-6543');
    expect(field).toHaveValue('5559876543');
  });

  it('saves the details from the application and enrols with them', async () => {
    const { user, enrol, view } = onAddress({ shipping: null, application });
    expect(screen.getByLabelText('Shipping address')).toHaveValue('12 Main Street');
    await user.type(screen.getByLabelText('Address line 2 (optional)'), '  Apt 4 ');
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), ' Troy ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(enrol).toHaveBeenCalledTimes(1));
    const sent = enrol.mock.calls[0]?.[0] as EnrolmentCallInput;
    expect(sent.shipping).toEqual({
      firstName: 'Ana',
      lastName: 'Lopez',
      dob: '1985-03-09',
      emailAddress: 'ana.lopez@example.com',
      contactPhoneNumber: '5551234567',
      shippingAddress1: '12 Main Street',
      shippingAddress2: 'Apt 4',
      shippingCity: 'Troy',
      shippingState: 'NY',
      shippingZipcode: '12207',
    });
    // Where the household lives stays the application's home state (A §3 `state`).
    const env = {
      now: new Date(),
      timeZone: undefined,
      resellerCode: null,
      program: 'ACP' as const,
    };
    expect(enrolBody(sent, env)).toMatchObject({
      shippingCity: 'Troy',
      state: 'NJ',
      applicationId: 'A12345678',
      ebbpTribalBenefitFlag: '0',
    });
    await waitFor(() => expect(view.url()).toBe('/CompletedACP?orderId=ORD-1'));
  });

  it('starts from the details given before, and sends the ones changed', async () => {
    const { user, enrol } = onAddress();
    expect(screen.getByLabelText('Shipping address')).toHaveValue(shippingDetails.shippingAddress1);
    await user.selectOptions(screen.getByLabelText('State'), 'NJ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(enrol).toHaveBeenCalledTimes(1));
    const sent = enrol.mock.calls[0]?.[0] as EnrolmentCallInput;
    expect(enrolmentDetails(sent)).toEqual({ ...shippingDetails, shippingState: 'NJ' });
  });

  it('says so, rather than doing nothing, when there is no application id', async () => {
    const { user, enrol } = onAddress({
      eligibility: { applicationId: '', eligibilityCheckId: 'EC-1', tribalStatusConfirmed: false },
      shipping: null,
      application,
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('We do not have your application ID');
    expect(screen.getByRole('link', { name: 'Look your application up' })).toHaveAttribute(
      'href',
      '/CheckEnrollStatusPage',
    );
    expect(enrol).not.toHaveBeenCalled();
  });

  it('is busy while enrolling and ignores a second submit', async () => {
    let answer: (value: EnrolmentAnswer) => void = () => {};
    const enrol = vi.fn(() => new Promise<EnrolmentAnswer>((resolve) => (answer = resolve)));
    renderFlow(
      '/ConfirmAddress',
      {
        actors: {
          enrol: fromPromise<EnrolmentAnswer, EnrolmentCallInput>(() => enrol()),
          lookUpOrder,
        },
      },
      {
        state: { value: { enrolment: { confirmAddress: 'editing' } }, context: qualifiedContext() },
      },
    );
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const busy = screen.getByRole('button', { name: 'Enrolling…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    expect(enrol).toHaveBeenCalledTimes(1);
    answer(order);
    await screen.findByRole('heading', { level: 1, name: 'Thank you! You are enrolled' });
  });

  it('reads Resubmit after a time-out, with the reason below', async () => {
    const { user, enrol } = onAddress({ failure: { kind: 'timeout' } }, { step: 'timedOut' });
    expect(screen.getByRole('alert')).toHaveTextContent('took too long to answer');
    await user.click(screen.getByRole('button', { name: 'Resubmit' }));
    await waitFor(() => expect(enrol).toHaveBeenCalledTimes(1));
  });
});

describe('confirm address for a transfer (/ConfirmAddress?transfer=yes)', () => {
  it('transfers with the confirmed details', async () => {
    const { user, enrol, transfer, view } = onAddress({}, { kind: 'transfer' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Confirm your details for the transfer',
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(transfer).toHaveBeenCalledTimes(1));
    expect(transfer.mock.calls[0]?.[0].shipping).toEqual(shippingDetails);
    expect(enrol).not.toHaveBeenCalled();
    await waitFor(() => expect(view.actor.getSnapshot().matches('completed')).toBe(true));
  });

  it('reads Resubmit after a time-out', () => {
    onAddress({ failure: { kind: 'timeout' } }, { kind: 'transfer', step: 'timedOut' });
    expect(screen.getByRole('button', { name: 'Resubmit' })).toBeInTheDocument();
  });
});
