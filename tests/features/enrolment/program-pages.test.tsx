import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EnrolmentContext } from '../../../machines/enrolment.machine';
import type { OrderDetails, Tablet } from '../../../machines/flow-types';
import type { ProfileId } from '../../../profiles/schema';
import { settingsModule } from '../../support/settings-module';
import { qualifiedContext } from './saved-enrolment-fixture';

// Issue 17: the plan card, the device offer and the enrolment screens read the carrier's
// settings and the profile. Built with PROGRAM=lifeline they name no ACP, in either language,
// and offer the carrier's own device by its price, never as a co-pay; built with ACP they read
// as before (D38).

const ACP_WORDING = /\bACP\b|Affordable Connectivity|Conectividad Asequible|co-pay|copago/i;

/** The page modules as a build with this profile would load them. */
async function asBuiltFor(program: ProfileId) {
  vi.resetModules();
  vi.doMock('virtual:carrier-settings', () => settingsModule(program));
  const { renderFlow } = await import('../../render-flow');
  const { renderWithI18n } = await import('../../components/render-i18n');
  const { PlanCard } = await import('../../../src/shared/plans/plan-card');
  return { renderFlow, renderWithI18n, PlanCard };
}

const phone: Tablet = { id: 'PHN-2001', name: 'Connect Phone 6in' };

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

afterEach(() => vi.doUnmock('virtual:carrier-settings'));

describe('the plan card, per profile', () => {
  it('ACP: A §9’s card, and UNLIMITED data for a Tribal household (D25)', async () => {
    const { renderWithI18n, PlanCard } = await asBuiltFor('acp');
    renderWithI18n(<PlanCard unlimited={false} />);
    const card = screen.getByRole('region', { name: 'Your ACP plan' });
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['5G LTE data', '20GB per month', 'Unlimited talk and text', 'Nationwide coverage']);
    expect(card).toHaveTextContent('FREE');
    expect(card).toHaveTextContent(
      'Nothing to pay each month: the ACP benefit covers the whole plan.',
    );
    expect(within(card).getByText('20GB').tagName).toBe('STRONG');
  });

  it('ACP in Spanish: the amount where the label puts it (Datos ILIMITADOS)', async () => {
    const { renderWithI18n, PlanCard } = await asBuiltFor('acp');
    renderWithI18n(<PlanCard unlimited />, 'es');
    const card = screen.getByRole('region', { name: 'Su plan del ACP' });
    expect(within(card).getAllByRole('listitem')[1]).toHaveTextContent(/^Datos ILIMITADOS$/);
    expect(within(card).getByText('ILIMITADOS').tagName).toBe('STRONG');
    expect(card).toHaveTextContent('Los datos ilimitados vienen con el beneficio tribal mejorado.');
    expect(card).not.toHaveTextContent('20GB');
  });

  it('Lifeline: the carrier’s card, no Tribal line when it offers none, no ACP', async () => {
    const { renderWithI18n, PlanCard } = await asBuiltFor('lifeline');
    const { container } = renderWithI18n(<PlanCard unlimited />);
    const card = screen.getByRole('region', { name: 'Your Lifeline plan' });
    expect(within(card).getAllByRole('listitem')[1]).toHaveTextContent(/^4\.5GB per month$/);
    expect(card).not.toHaveTextContent(/unlimited data/i);
    expect(container).not.toHaveTextContent(ACP_WORDING);
  });

  it('Lifeline in Spanish', async () => {
    const { renderWithI18n, PlanCard } = await asBuiltFor('lifeline');
    const { container } = renderWithI18n(<PlanCard unlimited={false} />, 'es');
    const card = screen.getByRole('region', { name: 'Su plan de Lifeline' });
    expect(card).toHaveTextContent('4.5GB al mes');
    expect(container).not.toHaveTextContent(ACP_WORDING);
  });
});

function offerContext(tablet: Tablet): Partial<EnrolmentContext> {
  return qualifiedContext({ tablet });
}

describe('the enrolment offer (/EnrollStep), per profile', () => {
  it('Lifeline: the carrier’s own device by name and price, its terms, no co-pay, no ACP', async () => {
    const { renderFlow } = await asBuiltFor('lifeline');
    const { container } = renderFlow(
      '/EnrollStep',
      {},
      { state: { value: { enrolment: { offer: 'choosing' } }, context: offerContext(phone) } },
    );
    const box = screen.getByRole('checkbox', { name: 'Add the Connect Phone 6in for $29.99' });
    expect(box).toHaveAccessibleDescription(
      'Connect Phone 6in. Our own offer, not a Lifeline benefit: a one-time price, paid by card when you enroll. Delivered in 5 to 7 business days. Your plan stays free.',
    );
    expect(container).toHaveTextContent('Your household qualifies for the Lifeline benefit.');
    expect(screen.getByRole('region', { name: 'Your Lifeline plan' })).toBeVisible();
    expect(container).not.toHaveTextContent(ACP_WORDING);
    expect(container).not.toHaveTextContent(/tablet/i);
  });

  it('Lifeline in Spanish', async () => {
    const { renderFlow } = await asBuiltFor('lifeline');
    const { container } = renderFlow(
      '/EnrollStep',
      {},
      {
        state: { value: { enrolment: { offer: 'choosing' } }, context: offerContext(phone) },
        locale: 'es',
      },
    );
    expect(
      // Issue 16: U.S. style in Spanish too, not Spain's "29,99 US$".
      screen.getByRole('checkbox', { name: 'Agregar el Connect Phone 6in por $29.99' }),
    ).toBeVisible();
    expect(container).toHaveTextContent('Una oferta nuestra, no un beneficio de Lifeline');
    expect(container).toHaveTextContent('Se entrega en 5 a 7 días hábiles.');
    expect(container).not.toHaveTextContent(ACP_WORDING);
    expect(container).not.toHaveTextContent(/tableta/i);
  });

  it('ACP: the tablet for its co-pay, as before', async () => {
    const { renderFlow } = await asBuiltFor('acp');
    const { container } = renderFlow(
      '/EnrollStep',
      {},
      {
        state: {
          value: { enrolment: { offer: 'choosing' } },
          context: offerContext({ id: 'TAB-1001', name: 'ACP Tablet 8in' }),
        },
      },
    );
    expect(
      screen.getByRole('checkbox', { name: 'Add a tablet for $10.01' }),
    ).toHaveAccessibleDescription(/ACP Tablet 8in\. You pay a one-time co-pay of \$10\.01/);
    expect(container).toHaveTextContent('Your household qualifies for the ACP benefit.');
  });
});

describe('the transfer offer (/TransferAcpPlan), per profile', () => {
  const transferState = (locale: 'en' | 'es' = 'en') => ({
    state: { value: { transfer: { offer: 'choosing' } }, context: qualifiedContext() },
    locale,
  });

  it('ACP: the heading and the box name the ACP, in both languages', async () => {
    const { renderFlow } = await asBuiltFor('acp');
    renderFlow('/TransferAcpPlan', {}, transferState());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      /^You are already enrolled in ACP$/,
    );
    expect(
      screen.getByRole('checkbox', { name: /^I want to transfer my ACP benefit to / }),
    ).toBeVisible();
  });

  it('Lifeline: the heading, the text and the box name Lifeline, in English', async () => {
    const { renderFlow } = await asBuiltFor('lifeline');
    const { container } = renderFlow('/TransferAcpPlan', {}, transferState());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      /^You are already enrolled in Lifeline$/,
    );
    expect(document.title).toMatch(/^You are already enrolled in Lifeline/);
    expect(container).toHaveTextContent(
      'Your household already receives the Lifeline benefit through another provider.',
    );
    expect(
      screen.getByRole('checkbox', { name: /^I want to transfer my Lifeline benefit to / }),
    ).toBeVisible();
    expect(container).not.toHaveTextContent(ACP_WORDING);
  });

  it('Lifeline in Spanish', async () => {
    const { renderFlow } = await asBuiltFor('lifeline');
    const { container } = renderFlow('/TransferAcpPlan', {}, transferState('es'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      /^Ya tiene el beneficio del programa Lifeline$/,
    );
    expect(container).toHaveTextContent('Quiero transferir mi beneficio del programa Lifeline');
    expect(container).not.toHaveTextContent(ACP_WORDING);
  });
});

describe('the confirmation (/CompletedACP), per profile', () => {
  const completed = (value: OrderDetails, locale: 'en' | 'es' = 'en') => ({
    state: {
      value: { completed: 'shown' },
      context: { order: value, orderLookup: { fulfillmentId: 'F-1', message: '' } },
    },
    locale,
  });

  it('Lifeline: the plan with the carrier’s device by its price, and no ACP', async () => {
    const { renderFlow } = await asBuiltFor('lifeline');
    const { container } = renderFlow('/CompletedACP?orderId=ORD-1', {}, completed(order));
    expect(container).toHaveTextContent('We have your order for the free Lifeline plan.');
    expect(screen.getByRole('region', { name: 'Your confirmation' })).toHaveTextContent(
      'Free Lifeline plan, with the Connect Phone 6in ($29.99, paid once)',
    );
    expect(container).not.toHaveTextContent(ACP_WORDING);
  });

  it('Lifeline: a refused device says its price was returned', async () => {
    const { renderFlow } = await asBuiltFor('lifeline');
    const { container } = renderFlow(
      '/CompletedACP?orderId=ORD-1',
      {},
      completed({ ...order, tabletRejected: true }),
    );
    expect(container).toHaveTextContent(
      'Your enrollment is successful, but the Connect Phone 6in was not approved. The $29.99 you paid for it has been returned.',
    );
    expect(container).not.toHaveTextContent(ACP_WORDING);
  });

  it('Lifeline in Spanish, a transfer', async () => {
    const { renderFlow } = await asBuiltFor('lifeline');
    const { container } = renderFlow(
      '/CompletedACP?orderId=ORD-1',
      {},
      completed({ ...order, kind: 'transfer', withTablet: false }, 'es'),
    );
    expect(container).toHaveTextContent(
      'Su beneficio del programa Lifeline ahora se aplica a su plan gratis con nosotros.',
    );
    expect(container).toHaveTextContent(
      'Transferencia de su beneficio del programa Lifeline a nuestro plan gratis',
    );
    expect(container).not.toHaveTextContent(ACP_WORDING);
  });

  it('ACP: the tablet’s co-pay from the settings, as before', async () => {
    const { renderFlow } = await asBuiltFor('acp');
    const { container } = renderFlow(
      '/CompletedACP?orderId=ORD-1',
      {},
      completed({ ...order, tabletRejected: true }),
    );
    expect(screen.getByRole('region', { name: 'Your confirmation' })).toHaveTextContent(
      'Free ACP plan, with a tablet (one-time co-pay of $10.01)',
    );
    expect(container).toHaveTextContent('The 10.01 USD tablet cost has been returned.');
  });
});
