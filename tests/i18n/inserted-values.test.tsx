import { Plural, Select, Trans } from '@lingui/react/macro';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetails } from '../../machines/flow-types';
import { renderWithI18n } from '../components/render-i18n';
import { shippingDetails } from '../features/enrolment/saved-enrolment-fixture';
import { renderFlow } from '../render-flow';
import { settingsModule } from '../support/settings-module';

// Issue 28 §9: Lingui read tags inside the values it inserts into a message, so an address typed
// with angle brackets lost them on screen and a carrier's brand lost its `<script>` tags.
// Nothing was injected, but what the applicant typed was not what they saw. Every inserted
// value now shows exactly as it was typed, in both languages.

const address = '3623 <b>Unit</b> Main St <img/>';
const brand = 'Acme Wireless <script>alert(2)</script>';
const deviceName = 'Tab <i>8</i> & <0>Pro</0>';

describe('a value inserted into a message', () => {
  it('shows as typed, tags and all', () => {
    const typed = address;
    renderWithI18n(
      <p data-testid="sentence">
        <Trans>
          Deliver to <strong>{typed}</strong>, please.
        </Trans>
      </p>,
    );
    expect(screen.getByTestId('sentence').textContent).toBe(`Deliver to ${address}, please.`);
    expect(screen.getByTestId('sentence').querySelector('b, img')).toBeNull();
  });

  it('leaves a count to its plural and a choice to its select', () => {
    // Only text with a `<` goes in as an element: these must reach the message as they are.
    const count = 2;
    const kind = 'mail';
    renderWithI18n(
      <p data-testid="sentence">
        <Plural value={count} one="# letter" other="# letters" />{' '}
        <Select value={kind} _mail="by mail" other="another way" />
      </p>,
    );
    expect(screen.getByTestId('sentence').textContent).toBe('2 letters by mail');
  });
});

describe('the applicant’s shipping address on the enrolment offer (/EnrollStep)', () => {
  it.each([
    ['en', 'We will send your SIM card and any tablet to'],
    ['es', 'Enviaremos su tarjeta SIM, y la tableta si la pide, a esta dirección:'],
  ] as const)('shows the street as typed (%s)', (locale, sentence) => {
    renderFlow(
      '/EnrollStep',
      {},
      {
        state: {
          value: { enrolment: { offer: 'choosing' } },
          context: {
            zipCode: '12207',
            coverage: { zipCode: '12207', state: 'NY', served: true },
            eligibility: {
              applicationId: 'A12345678',
              eligibilityCheckId: 'EC-ABCDEFGH23',
              tribalStatusConfirmed: false,
            },
            eligibilityStatus: 'COMPLETE',
            shipping: { ...shippingDetails, shippingAddress1: address },
          },
        },
        locale,
      },
    );
    expect(screen.getByText(sentence, { exact: false })).toHaveTextContent(
      `${sentence} ${address}, Albany, NY 12207.`,
    );
  });
});

describe('a carrier’s brand and device names', () => {
  afterEach(() => vi.doUnmock('virtual:carrier-settings'));

  async function withCarrier() {
    vi.resetModules();
    const acp = settingsModule('acp');
    vi.doMock('virtual:carrier-settings', () => ({
      ...acp,
      brandName: brand,
      device: acp.device && { ...acp.device, name: deviceName },
    }));
    const { SiteFooter } = await import('../../src/app/site-footer');
    const { HomePage } = await import('../../src/features/information/home-page');
    const { NextSteps } = await import('../../src/features/enrolment/confirmation/next-steps');
    // The helpers too: they must render with the Lingui these pages were loaded with.
    const { renderPage } = await import('../features/information/render-page');
    const { renderWithI18n } = await import('../components/render-i18n');
    return { SiteFooter, HomePage, NextSteps, renderPage, renderWithI18n };
  }

  it.each([
    ['en', `© 2023–${__BUILD_YEAR__} ${brand}. All rights reserved.`],
    ['es', `© 2023–${__BUILD_YEAR__} ${brand}. Todos los derechos reservados.`],
  ] as const)('show as the carrier wrote them in the footer (%s)', async (locale, line) => {
    const { SiteFooter, renderPage } = await withCarrier();
    const { container } = renderPage(<SiteFooter />, locale);
    expect(screen.getByText(line)).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
  });

  it('show as the carrier wrote them in a heading of the home page', async () => {
    const { HomePage, renderPage } = await withCarrier();
    renderPage(<HomePage />);
    expect(screen.getByRole('heading', { name: `${brand} in numbers` })).toBeInTheDocument();
  });

  it('show as the carrier wrote them on the confirmation', async () => {
    const { NextSteps, renderWithI18n } = await withCarrier();
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
    renderWithI18n(<NextSteps order={order} />);
    expect(screen.getByRole('region', { name: 'What happens next' })).toHaveTextContent(
      `The ${deviceName} ships separately; we e-mail you when it does.`,
    );
  });
});
