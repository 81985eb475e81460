import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetails } from '../../../../machines/flow-types';
import { settingsModule } from '../../../support/settings-module';

// Issue 16 §4: after enrolment the confirmation says what happens next, from the carrier's
// settings, and what each of its numbers is.

const order: OrderDetails = {
  orderId: 'ORD-1',
  nladSubscriberId: 'NLAD-ABCDEFGH',
  activationCode: '123456',
  applicationId: 'A12345678',
  withTablet: true,
  tabletRejected: false,
  kind: 'enrol',
  enrolledAt: '2026-11-21T10:00:00.000Z',
  reach: { phone: true, email: true },
};

async function render(program: 'acp' | 'lifeline', locale: 'en' | 'es', details = order) {
  vi.resetModules();
  vi.doMock('virtual:carrier-settings', () => settingsModule(program));
  const { NextSteps, IdMeanings } = await import(
    '../../../../src/features/enrolment/confirmation/next-steps'
  );
  const { renderWithI18n } = await import('../../../components/render-i18n');
  return renderWithI18n(
    <>
      <NextSteps order={details} />
      <IdMeanings order={details} />
    </>,
    locale,
  );
}

describe('what happens next', () => {
  afterEach(() => vi.doUnmock('virtual:carrier-settings'));

  it("says when the carrier's device arrives, how it is paid, how to start, whom to call", async () => {
    await render('lifeline', 'en');
    const next = screen.getByRole('region', { name: 'What happens next' });
    expect(next).toHaveTextContent('We mail your SIM card to the shipping address you gave');
    expect(next).toHaveTextContent('The Connect Phone 6in: Delivered in 5 to 7 business days.');
    expect(next).toHaveTextContent('a one-time price, paid by card when you enroll');
    expect(next).toHaveTextContent('If the phone asks for an activation code');
    expect(within(next).getByRole('link', { name: '1-800-555-0199' })).toHaveAttribute(
      'href',
      'tel:18005550199',
    );
    expect(next).toHaveTextContent('Monday to Friday, 8:00 to 20:00');
  });

  it('falls back to plain words when the carrier promises no delivery time (ACP demo)', async () => {
    await render('acp', 'en');
    expect(screen.getByRole('region', { name: 'What happens next' })).toHaveTextContent(
      'The ACP Tablet 8in ships separately; we e-mail you when it does. A one-time co-pay, paid by card when you enroll.',
    );
  });

  describe('D58: a shipment is announced only the ways the applicant gave', () => {
    const sim = 'We mail your SIM card to the shipping address you gave, usually within a week.';

    it('by e-mail to someone who gave an e-mail address (with a phone or not)', async () => {
      await render('acp', 'en', { ...order, reach: { phone: false, email: true } });
      expect(screen.getByRole('region', { name: 'What happens next' })).toHaveTextContent(
        `${sim} We e-mail you when it ships.`,
      );
    });

    it('by phone to someone who gave a phone only', async () => {
      await render('acp', 'en', { ...order, reach: { phone: true, email: false } });
      const next = screen.getByRole('region', { name: 'What happens next' });
      expect(next).toHaveTextContent(`${sim} We call or text you when it ships.`);
      expect(next).toHaveTextContent(
        'The ACP Tablet 8in ships separately; we call or text you when it does.',
      );
      expect(next).not.toHaveTextContent(/e-mail you/);
    });

    it('neither way to someone who gave neither, who can still call us', async () => {
      await render('lifeline', 'en', { ...order, reach: { phone: false, email: false } });
      const next = screen.getByRole('region', { name: 'What happens next' });
      expect(next).toHaveTextContent(sim);
      expect(next).not.toHaveTextContent(/e-mail you|call or text you|text you/);
      expect(next).toHaveTextContent('Questions? Call us at 1-800-555-0199');
    });

    it('neither way when what was given is not known, and none in Spanish either', async () => {
      const { reach: _, ...unknown } = order;
      await render('acp', 'es', { ...unknown, withTablet: true });
      const next = screen.getByRole('region', { name: 'Qué pasa después' });
      expect(next).toHaveTextContent(
        'Le enviamos la tarjeta SIM por correo a la dirección de envío que nos dio, normalmente en menos de una semana.',
      );
      expect(next).toHaveTextContent('se envía por separado.');
      expect(next).not.toHaveTextContent(/le avisamos/i);
    });
  });

  it('says nothing of a device when none was ordered, and words a transfer as one', async () => {
    await render('lifeline', 'en', { ...order, withTablet: false, kind: 'transfer' });
    const next = screen.getByRole('region', { name: 'What happens next' });
    expect(next).not.toHaveTextContent('Connect Phone');
    expect(next).toHaveTextContent('Your plan with us starts when the transfer is done');
  });

  it('explains each number of the confirmation, in Spanish too', async () => {
    await render('lifeline', 'es');
    const numbers = screen.getByRole('region', { name: 'Qué son estos números' });
    expect(numbers).toHaveTextContent('Número de pedido');
    expect(numbers).toHaveTextContent('Nuestro número para su pedido');
    expect(numbers).toHaveTextContent('un solo beneficio');
    expect(screen.getByRole('region', { name: 'Qué pasa después' })).toHaveTextContent(
      'Se entrega en 5 a 7 días hábiles.',
    );
  });
});
