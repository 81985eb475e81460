import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { emptyApplication } from '../../../../machines/application-data';
import type { EnrolmentContext } from '../../../../machines/enrolment.machine';
import type { EnrolmentCallInput } from '../../../../machines/enrolment-details';
import type {
  ApplicationData,
  EnrolmentAnswer,
  OrderDetails,
  OrderLookup,
} from '../../../../machines/flow-types';
import { formatTime } from '../../../../src/features/enrolment/confirmation/completed-page';
import { renderFlow } from '../../../render-flow';
import { setupUser } from '../../../support/user';
import { qualifiedContext } from '../saved-enrolment-fixture';

const FULFILMENT = '5f0c6a8e-1d2b-4c3d-9e8f-0a1b2c3d4e5f';

const order: OrderDetails = {
  orderId: 'ORD-1',
  nladSubscriberId: 'NLAD-ABCDEFGH',
  activationCode: '123456',
  applicationId: 'A12345678',
  withTablet: true,
  tabletRejected: false,
  kind: 'enrol',
  enrolledAt: '2026-11-21T10:00:00.000Z',
};

const URL_OF_ORDER = '/CompletedACP?orderId=ORD-1';

function onCompleted(context: Partial<EnrolmentContext>, url = URL_OF_ORDER) {
  return renderFlow(url, {}, { state: { value: { completed: 'shown' }, context } });
}

describe('the confirmation (/CompletedACP?orderId)', () => {
  it('thanks the applicant and shows what they can keep', () => {
    onCompleted({ order, orderLookup: { fulfillmentId: FULFILMENT, message: '' } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Thank you! You are enrolled',
    );
    const confirmation = screen.getByRole('region', { name: 'Your confirmation' });
    expect(confirmation).toHaveTextContent(
      'Free ACP plan, with a tablet (one-time co-pay of $10.01)',
    );
    expect(confirmation).toHaveTextContent(formatTime(order.enrolledAt, 'en'));
    expect(confirmation).toHaveTextContent('Application IDA12345678');
    expect(confirmation).toHaveTextContent('Order IDORD-1');
    expect(confirmation).toHaveTextContent(`Fulfillment ID${FULFILMENT}`);
    expect(confirmation).toHaveTextContent('NLAD subscriber IDNLAD-ABCDEFGH');
    expect(confirmation).toHaveTextContent('Activation code123456');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/tablet was not approved/)).not.toBeInTheDocument();
  });

  it('prints the page', async () => {
    // The test DOM has no print dialog: the page gets a window.print to call.
    const print = vi.fn();
    window.print = print;
    try {
      onCompleted({ order, orderLookup: { fulfillmentId: FULFILMENT, message: '' } });
      await setupUser().click(screen.getByRole('button', { name: 'Print this page' }));
      expect(print).toHaveBeenCalledTimes(1);
    } finally {
      delete (window as Partial<Window>).print;
    }
  });

  it('says the tablet was not approved and its cost returned (A §8)', () => {
    onCompleted({
      order: { ...order, withTablet: false, tabletRejected: true },
      orderLookup: { fulfillmentId: FULFILMENT, message: '' },
    });
    expect(
      screen.getByText(
        'Your enrollment is successful, but the tablet was not approved. The 10.01 USD tablet cost has been returned.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your confirmation' })).toHaveTextContent(
      'Free ACP plan, without a tablet',
    );
  });

  it('says the fulfillment id can’t be found when the order call answers a message', () => {
    onCompleted({ order, orderLookup: { fulfillmentId: '', message: 'Order is being prepared' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Order is being prepared');
    expect(screen.getByRole('region', { name: 'Your confirmation' })).toHaveTextContent(
      "Fulfillment IDYour fulfillment ID can't be found.",
    );
  });

  it('says the same when the order call failed, and offers to try again', () => {
    renderFlow(
      URL_OF_ORDER,
      {},
      {
        state: {
          value: { completed: 'notLookedUp' },
          context: { order, orderLookup: null, failure: { kind: 'network' } },
        },
      },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('We could not reach the server');
    expect(screen.getByText("Your fulfillment ID can't be found.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('offers no Try again once the order was looked up', () => {
    onCompleted({ order, orderLookup: { fulfillmentId: '', message: 'Order is being prepared' } });
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  // Issue 28 §11: a lookup lost to a dropped connection is not lost for good.
  describe('a lookup lost to the connection', () => {
    /** The confirmation right after an enrolment whose lookup failed; the next one answers. */
    function afterLostLookup() {
      const lookUp = vi
        .fn<(input: { orderId: string }) => Promise<OrderLookup>>()
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockResolvedValue({ fulfillmentId: FULFILMENT, message: '' });
      renderFlow(
        '/EnrollStep',
        {
          actors: {
            enrol: fromPromise<EnrolmentAnswer, EnrolmentCallInput>(async () => ({
              outcome: 'order',
              orderId: 'ORD-1',
              nladSubscriberId: 'NLAD-ABCDEFGH',
              activationCode: '987650',
              enrolledAt: '2026-11-21T10:00:00.000Z',
            })),
            lookUpOrder: fromPromise<OrderLookup, { orderId: string }>(({ input }) =>
              lookUp(input),
            ),
          },
        },
        {
          state: {
            value: { enrolment: { offer: 'choosing' } },
            context: qualifiedContext({ tabletWanted: false }),
          },
        },
      );
      return lookUp;
    }

    it('is looked up again when Try again is pressed, and the failure goes', async () => {
      const lookUp = afterLostLookup();
      const user = setupUser();
      await user.click(screen.getByRole('button', { name: 'Enroll now' }));
      await user.click(await screen.findByRole('button', { name: 'Try again' }));
      await screen.findByText(FULFILMENT);
      expect(lookUp).toHaveBeenCalledTimes(2);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    });

    it('is looked up again as soon as the browser is back online', async () => {
      const lookUp = afterLostLookup();
      await setupUser().click(screen.getByRole('button', { name: 'Enroll now' }));
      await screen.findByRole('button', { name: 'Try again' });
      window.dispatchEvent(new Event('online'));
      await screen.findByText(FULFILMENT);
      expect(lookUp).toHaveBeenCalledTimes(2);
    });
  });

  it('names a transfer as such', () => {
    onCompleted({
      order: { ...order, kind: 'transfer', withTablet: false },
      orderLookup: { fulfillmentId: FULFILMENT, message: '' },
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Thank you! Your transfer is done',
    );
    expect(screen.getByRole('region', { name: 'Your confirmation' })).toHaveTextContent(
      'Transfer of your ACP benefit',
    );
  });

  it('looks the order up from a typed URL, saying so meanwhile', async () => {
    let found: (value: OrderLookup) => void = () => {};
    const lookUp = vi.fn(
      (_input: { orderId: string }) => new Promise<OrderLookup>((resolve) => (found = resolve)),
    );
    renderFlow('/CompletedACP?orderId=ORD-9', {
      actors: {
        lookUpOrder: fromPromise<OrderLookup, { orderId: string }>(({ input }) => lookUp(input)),
      },
    });
    expect(await screen.findByText('Looking up your order…')).toHaveAttribute('role', 'status');
    expect(lookUp).toHaveBeenCalledWith({ orderId: 'ORD-9' });
    // Issue 39: the URL's id is not named before the provider has confirmed it.
    expect(screen.getByRole('region', { name: 'Your confirmation' })).not.toHaveTextContent(
      'ORD-9',
    );
    found({ fulfillmentId: FULFILMENT, message: '' });
    await screen.findByText(FULFILMENT);
    const confirmation = screen.getByRole('region', { name: 'Your confirmation' });
    expect(confirmation).toHaveTextContent('Order IDORD-9');
    // Nothing known beyond the URL: no empty rows, and no guess at what was ordered.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Thank you for your order');
    expect(confirmation).not.toHaveTextContent('Application ID');
    expect(confirmation).not.toHaveTextContent('When');
    expect(confirmation).not.toHaveTextContent('What you enrolled in');
  });

  it('never names an order id the provider does not know: a link may put any words there', async () => {
    const words = 'Suspended-call-1-900-555-0100';
    renderFlow(`/CompletedACP?orderId=${words}`, {
      actors: {
        lookUpOrder: fromPromise<OrderLookup, { orderId: string }>(async () => ({
          fulfillmentId: '',
          message: 'Order not found',
        })),
      },
    });
    await screen.findByText('Order not found');
    // The page's text: everything but the test's own display of the URL.
    const page = [...document.body.querySelectorAll('h1, p, section, [role="alert"]')];
    expect(page.map((element) => element.textContent).join(' ')).not.toContain(words);
    expect(document.title).not.toContain(words);
  });

  it('drops identifiers an old link puts in the URL, and never shows them from there', async () => {
    const view = renderFlow(
      '/CompletedACP?orderId=ORD-9&nladSubscriberId=NLAD-FROMURL&activationCode=555000',
      {
        actors: {
          lookUpOrder: fromPromise<OrderLookup, { orderId: string }>(async () => ({
            fulfillmentId: FULFILMENT,
            message: '',
          })),
        },
      },
    );
    await screen.findByText(FULFILMENT);
    await waitFor(() => expect(view.url()).toBe('/CompletedACP?orderId=ORD-9'));
    expect(document.body.textContent).not.toContain('NLAD-FROMURL');
    expect(document.body.textContent).not.toContain('555000');
  });

  it('keeps what this tab knows of its own order when its URL is opened again', async () => {
    const view = renderFlow(
      '/CompletedACP?orderId=ORD-1',
      {
        actors: {
          lookUpOrder: fromPromise<OrderLookup, { orderId: string }>(async () => ({
            fulfillmentId: FULFILMENT,
            message: '',
          })),
        },
      },
      { state: { value: 'idle', context: { order } } },
    );
    await screen.findByText(FULFILMENT);
    expect(view.url()).toBe('/CompletedACP?orderId=ORD-1');
    const confirmation = screen.getByRole('region', { name: 'Your confirmation' });
    expect(confirmation).toHaveTextContent('NLAD subscriber IDNLAD-ABCDEFGH');
    expect(confirmation).toHaveTextContent('Activation code123456');
  });

  it('shows "Order not found" with a way to the status lookup when there is no order id', async () => {
    const view = renderFlow('/CompletedACP');
    await screen.findByRole('heading', { level: 1, name: 'Order not found' });
    expect(screen.getByRole('link', { name: 'Check Application Status' })).toHaveAttribute(
      'href',
      '/CheckEnrollStatusPage',
    );
    await waitFor(() => expect(view.url()).toBe('/CompletedACP'));
  });

  it('never shows any SSN digits after a real enrolment', async () => {
    const application: ApplicationData = {
      ...emptyApplication,
      answers: {
        personalInfo: {
          firstName: 'Ana',
          lastName: 'Lopez',
          dob: '1985-03-09',
          ssn4: '4321',
          language: 'English',
        },
      },
      reviewConsent: true,
    };
    const view = renderFlow(
      '/EnrollStep',
      {
        actors: {
          enrol: fromPromise<EnrolmentAnswer, EnrolmentCallInput>(async () => ({
            outcome: 'order',
            orderId: 'ORD-1',
            nladSubscriberId: 'NLAD-ABCDEFGH',
            activationCode: '987650',
            enrolledAt: '2026-11-21T10:00:00.000Z',
          })),
          lookUpOrder: fromPromise<OrderLookup, { orderId: string }>(async () => ({
            fulfillmentId: FULFILMENT,
            message: '',
          })),
        },
      },
      {
        state: {
          value: { enrolment: { offer: 'choosing' } },
          context: qualifiedContext({ application, tabletWanted: true }),
        },
      },
    );
    await setupUser().click(screen.getByRole('button', { name: 'Enroll now' }));
    await screen.findByText(FULFILMENT);
    // The order id alone in the address bar, history and Referer (issue 15 §5); the
    // subscriber id and the activation code are on the page, from the flow.
    await waitFor(() => expect(view.url()).toBe('/CompletedACP?orderId=ORD-1'));
    const confirmation = screen.getByRole('region', { name: 'Your confirmation' });
    expect(confirmation).toHaveTextContent('NLAD subscriber IDNLAD-ABCDEFGH');
    expect(confirmation).toHaveTextContent('Activation code987650');
    expect(confirmation).toHaveTextContent('Application IDA12345678');
    expect(confirmation).toHaveTextContent('with a tablet');
    expect(document.body.textContent).not.toContain('4321');
    expect(document.title).not.toContain('4321');
  });
});

describe('formatTime', () => {
  it('writes the time in the applicant’s language, or nothing when unknown', () => {
    expect(formatTime('2026-11-21T10:00:00.000Z', 'en')).toMatch(/2026/);
    expect(formatTime('2026-11-21T10:00:00.000Z', 'es')).toMatch(/noviembre/);
    expect(formatTime('', 'en')).toBe('');
    expect(formatTime('not a date', 'en')).toBe('');
  });
});
