import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { EnrolmentContext } from '../../../machines/enrolment.machine';
import type { EnrolmentCallInput } from '../../../machines/enrolment-details';
import type { EnrolmentAnswer, OrderLookup, Tablet } from '../../../machines/flow-types';
import { toEnrolmentAnswer } from '../../../src/api/enrolment-answer';
import { renderFlow } from '../../render-flow';
import { tribalApplication } from '../../support/application-fixture';
import { setupUser } from '../../support/user';
import { qualifiedContext, shippingDetails, tablet } from './saved-enrolment-fixture';

const order: EnrolmentAnswer = {
  outcome: 'order',
  orderId: 'ORD-1',
  enrolledAt: '2026-11-21T10:00:00.000Z',
};

function enrolActor(answer: (request: EnrolmentCallInput) => Promise<EnrolmentAnswer>) {
  return fromPromise<EnrolmentAnswer, EnrolmentCallInput>(({ input }) => answer(input));
}

const lookUpOrder = fromPromise<OrderLookup, { orderId: string }>(async () => ({
  fulfillmentId: '5f0c6a8e-1d2b-4c3d-9e8f-0a1b2c3d4e5f',
  message: '',
}));

function onOffer(
  context: Partial<EnrolmentContext> = {},
  enrol = vi.fn(async (_request: EnrolmentCallInput) => order),
  value: unknown = { enrolment: { offer: 'choosing' } },
  url = '/EnrollStep',
) {
  const view = renderFlow(
    url,
    { actors: { enrol: enrolActor(enrol), lookUpOrder } },
    { state: { value, context: qualifiedContext(context) } },
  );
  return { view, enrol, user: setupUser() };
}

describe('the enrolment offer (/EnrollStep)', () => {
  it('congratulates and shows the plan card of A §9', () => {
    onOffer();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Congratulations, you qualify',
    );
    const card = screen.getByRole('region', { name: 'Your ACP plan' });
    expect(card).toHaveTextContent('FREE');
    expect(card).toHaveTextContent('5G LTE data');
    expect(card).toHaveTextContent('20GB per month');
    expect(card).toHaveTextContent('Unlimited talk and text');
    expect(card).toHaveTextContent('Nationwide coverage');
    expect(card).not.toHaveTextContent('UNLIMITED');
    expect(screen.getByRole('button', { name: 'Enroll now' })).toHaveAttribute('type', 'submit');
  });

  it.each<[string, Partial<EnrolmentContext>]>([
    [
      'the applicant applied as tribal',
      {
        application: { ...tribalApplication, reviewConsent: true },
      },
    ],
    [
      'the status answer confirmed tribal status',
      {
        eligibility: {
          applicationId: 'A12345678',
          eligibilityCheckId: 'EC-ABCDEFGH23',
          tribalStatusConfirmed: true,
        },
      },
    ],
  ])('shows UNLIMITED data when %s (D25)', (_, context) => {
    onOffer(context);
    const card = screen.getByRole('region', { name: 'Your ACP plan' });
    expect(card).toHaveTextContent('UNLIMITED data');
    expect(card).not.toHaveTextContent('20GB');
  });

  it('offers the tablet with its name and terms, and sends the choice', async () => {
    const { user, view } = onOffer();
    const box = screen.getByRole('checkbox', { name: 'Add a tablet for $10.01' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/ACP Tablet 8in/);
    expect(box).toHaveAccessibleDescription(/one-time co-pay of \$10\.01/);
    expect(box).toHaveAccessibleDescription(/ship the tablet/);

    await user.click(box);
    expect(view.actor.getSnapshot().context.tabletWanted).toBe(true);
    expect(box).toBeChecked();
    await user.click(box);
    expect(view.actor.getSnapshot().context.tabletWanted).toBe(false);
    expect(box).not.toBeChecked();
  });

  it('writes the co-pay U.S. style in Spanish too (issue 16: not "10,01 US$")', () => {
    renderFlow(
      '/EnrollStep',
      { actors: { enrol: enrolActor(async () => order), lookUpOrder } },
      {
        state: { value: { enrolment: { offer: 'choosing' } }, context: qualifiedContext() },
        locale: 'es',
      },
    );
    const box = screen.getByRole('checkbox', { name: 'Agregar una tableta por $10.01' });
    expect(box).toHaveAccessibleDescription(/\$10\.01/);
    expect(document.body).not.toHaveTextContent('US$');
  });

  it('keeps the tablet choice across a reload, and enrols with the tablet', async () => {
    const { user, enrol } = onOffer({ tabletWanted: true });
    expect(screen.getByRole('checkbox', { name: 'Add a tablet for $10.01' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Enroll now' }));
    await waitFor(() => expect(enrol).toHaveBeenCalledTimes(1));
    expect(enrol.mock.calls[0]?.[0]).toMatchObject({ shipping: shippingDetails, tablet });
  });

  it('offers no tablet when the provider has none', () => {
    onOffer({ tablet: null });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enroll now' })).toBeInTheDocument();
  });

  it('says the tablet offer is loading while it is looked up', async () => {
    let found: (value: Tablet | null) => void = () => {};
    renderFlow(
      '/EnrollStep',
      {
        actors: {
          findTablet: fromPromise<Tablet | null, void>(
            () => new Promise((resolve) => (found = resolve)),
          ),
        },
      },
      { state: { value: 'idle', context: qualifiedContext({ tablet: null }) } },
    );
    expect(await screen.findByText('Looking for the tablet offer…')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByRole('button', { name: 'Enroll now' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    found(tablet);
    await screen.findByRole('checkbox', { name: 'Add a tablet for $10.01' });
    expect(screen.queryByText('Looking for the tablet offer…')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enroll now' })).not.toHaveAttribute('aria-disabled');
  });

  it('enrols once on a double click, then shows the confirmation', async () => {
    let calls = 0;
    const view = renderFlow(
      '/EnrollStep',
      {
        actors: {
          enrol: fromPromise<EnrolmentAnswer, EnrolmentCallInput>(async () => {
            calls += 1;
            return {
              outcome: 'order',
              orderId: 'ORD-1',
              enrolledAt: '2026-11-21T10:00:00.000Z',
            };
          }),
          lookUpOrder,
        },
      },
      { state: { value: { enrolment: { offer: 'choosing' } }, context: qualifiedContext() } },
    );
    await setupUser().dblClick(screen.getByRole('button', { name: 'Enroll now' }));
    await waitFor(() => expect(view.actor.getSnapshot().matches('completed')).toBe(true));
    expect(calls).toBe(1);
    await waitFor(() => expect(view.url()).toBe('/CompletedACP?orderId=ORD-1'));
  });

  it('ignores clicks that arrive before the page re-renders, and while busy', async () => {
    let answer: (value: EnrolmentAnswer) => void = () => {};
    const enrol = vi.fn(
      (_request: EnrolmentCallInput) =>
        new Promise<EnrolmentAnswer>((resolve) => (answer = resolve)),
    );
    const { user } = onOffer({}, enrol);
    const button = screen.getByRole('button', { name: 'Enroll now' });
    fireEvent.click(button);
    fireEvent.click(button);
    const busy = await screen.findByRole('button', { name: 'Enrolling…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    expect(enrol).toHaveBeenCalledTimes(1);
    answer(order);
    await screen.findByRole('heading', { level: 1, name: 'Thank you! You are enrolled' });
  });

  it('asks for the address first when the answers lack a detail (D26)', async () => {
    const { user, view, enrol } = onOffer({ shipping: null });
    await user.click(screen.getByRole('button', { name: 'Enroll now' }));
    await waitFor(() => expect(view.url()).toBe('/ConfirmAddress'));
    expect(enrol).not.toHaveBeenCalled();
  });

  it('shows what went wrong below the button', () => {
    onOffer({ failure: { kind: 'rejected', message: 'shippingZipcode: INVALID_ZIP' } });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('shippingZipcode: INVALID_ZIP');
    expect(screen.getByRole('button', { name: 'Enroll now' }).compareDocumentPosition(alert)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it.each([
    ['shippingZipcode', 'INVALID_ZIP', 'The shipping zip code was not accepted.'],
    ['dob', 'INVALID_DOB', 'The date of birth was not accepted.'],
  ])(
    'explains a %s: %s body code from its guidance, the provider words labelled',
    async (field, code, ours) => {
      const { user } = onOffer(
        {},
        vi.fn(async () =>
          toEnrolmentAnswer({ body: [['error', field, code]] }, { tabletRequested: false }),
        ),
      );
      await user.click(screen.getByRole('button', { name: 'Enroll now' }));
      // The guidance arrives with the failure (issue 30): its box replaces the eager line.
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(ours));
      const alert = screen.getByRole('alert');
      expect(alert).not.toHaveTextContent(
        'The provider could not accept your application as it is',
      );
      expect(alert).not.toHaveTextContent('Something went wrong');
      expect(alert).toHaveTextContent(`The provider’s message: ${field}: ${code}`);
    },
  );

  it.each([
    [
      'en',
      'Enroll now',
      'Your application is locked because too many enrollments were sent with details that do not match it.',
    ],
    [
      'es',
      'Inscríbase ahora',
      'Su solicitud está bloqueada porque se enviaron demasiadas inscripciones con datos que no coinciden con ella.',
    ],
  ] as const)(
    'issue 39: a locked application (%s) says so, and whom to call, from the carrier’s settings',
    async (locale, button, ours) => {
      // The sandbox's own answer once an application has taken five tries that did not match.
      const locked = {
        status: 423,
        message: 'This application is locked after too many enrolments that did not match it',
        errors: [{ code: 'APPLICATION_LOCKED' }],
        body: [['error', 'applicationId', 'APPLICATION_LOCKED']],
      };
      renderFlow(
        '/EnrollStep',
        {
          actors: {
            enrol: enrolActor(async () => toEnrolmentAnswer(locked, { tabletRequested: false })),
            lookUpOrder,
          },
        },
        {
          locale,
          state: { value: { enrolment: { offer: 'choosing' } }, context: qualifiedContext() },
        },
      );
      await setupUser().click(await screen.findByRole('button', { name: button }));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(ours));
      const call = within(screen.getByRole('alert')).getByRole('link', { name: /1-800-555-0199/ });
      expect(call).toHaveAttribute('href', 'tel:18005550199');
    },
  );

  it('turns Enroll now into Resubmit after a time-out (D3), and sends again', async () => {
    const { user, enrol } = onOffer(
      { failure: { kind: 'timeout' }, tabletWanted: true },
      undefined,
      { enrolment: { offer: 'timedOut' } },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('took too long to answer');
    expect(screen.getByRole('checkbox', { name: 'Add a tablet for $10.01' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Resubmit' }));
    await waitFor(() => expect(enrol).toHaveBeenCalledTimes(1));
    expect(enrol.mock.calls[0]?.[0].tablet).toEqual(tablet);
  });

  it('goes to the plan-only offer when the tablet is refused', async () => {
    const enrol = vi.fn(
      async (_request: EnrolmentCallInput): Promise<EnrolmentAnswer> => ({
        outcome: 'cannotUpdateDevice',
        message: 'The tablet cannot be added to this enrolment',
      }),
    );
    const { user, view } = onOffer({ tabletWanted: true }, enrol);
    await user.click(screen.getByRole('button', { name: 'Enroll now' }));
    await screen.findByRole('button', { name: 'Re-enroll with the Plan only' });
    await waitFor(() => expect(view.url()).toBe('/EnrollStep?code=CANNOT_UPDATE_DEVICE'));
  });
});

describe('the plan-only offer (/EnrollStep?code=CANNOT_UPDATE_DEVICE)', () => {
  it('disables the tablet with an explanation and enrols in the plan alone', async () => {
    const { user, enrol } = onOffer(
      { tabletWanted: true },
      undefined,
      { enrolment: { planOnly: 'choosing' } },
      '/EnrollStep?code=CANNOT_UPDATE_DEVICE',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('We could not add the tablet');
    const box = screen.getByRole('checkbox', { name: 'Add a tablet for $10.01' });
    expect(box).toBeDisabled();
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/cannot be added/);
    await user.click(screen.getByRole('button', { name: 'Re-enroll with the Plan only' }));
    await waitFor(() => expect(enrol).toHaveBeenCalledTimes(1));
    expect(enrol.mock.calls[0]?.[0].tablet).toBeNull();
  });

  it('reads Resubmit after a time-out', () => {
    onOffer(
      { failure: { kind: 'timeout' } },
      undefined,
      { enrolment: { planOnly: 'timedOut' } },
      '/EnrollStep?code=CANNOT_UPDATE_DEVICE',
    );
    const form = screen.getByRole('button', { name: 'Resubmit' }).closest('form');
    expect(form).not.toBeNull();
    expect(
      within(form as HTMLFormElement).queryByRole('button', {
        name: 'Re-enroll with the Plan only',
      }),
    ).not.toBeInTheDocument();
  });
});
