import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settingsModule } from '../../support/settings-module';
import { setupUser } from '../../support/user';

// Issue 17: built with PROGRAM=lifeline the sample pages state Lifeline's rules and amounts
// from the profile, offer the carrier's own device by its price (no co-pay) and name no ACP.

const ACP_WORDING = /\bACP\b|Affordable Connectivity|Conectividad Asequible|co-pay|copago/i;

async function lifelineSample(page: string, locale: 'en' | 'es' = 'en') {
  vi.resetModules();
  vi.doMock('virtual:carrier-settings', () => settingsModule('lifeline'));
  const { renderWithI18n } = await import('../../components/render-i18n');
  const pages: Record<string, () => Promise<ReactNode>> = {
    notQualified: async () => {
      const { NotQualifiedPage } = await import('../../../src/features/samples/not-qualified-page');
      return <NotQualifiedPage />;
    },
    eligible: async () => {
      const { EligiblePage } = await import('../../../src/features/samples/eligible-page');
      return <EligiblePage />;
    },
    eligibleTablet: async () => {
      const { EligibleTabletPage } = await import(
        '../../../src/features/samples/eligible-tablet-page'
      );
      return <EligibleTabletPage />;
    },
    result: async () => {
      const { EnrollmentResultPage } = await import(
        '../../../src/features/samples/enrollment-result-page'
      );
      return <EnrollmentResultPage />;
    },
  };
  const ui = await (pages[page] as () => Promise<ReactNode>)();
  return renderWithI18n(<MemoryRouter>{ui}</MemoryRouter>, locale);
}

describe('the sample pages under the Lifeline profile', () => {
  afterEach(() => vi.doUnmock('virtual:carrier-settings'));

  it('NotQualifiedPage: Lifeline’s income rule and programs (D36), no ACP', async () => {
    const { container } = await lifelineSample('notQualified');
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'You do not qualify for the Lifeline benefit',
      }),
    ).toBeVisible();
    const rules = screen.getByRole('region', { name: 'Check the rules again' });
    expect(rules).toHaveTextContent('135% of the federal poverty guidelines');
    expect(within(rules).getByRole('link', { name: 'the About Lifeline page' })).toBeVisible();
    expect(rules).not.toHaveTextContent(/WIC|Pell|school lunch/i);
    expect(rules).toHaveTextContent('Medicaid');
    expect(container).not.toHaveTextContent(ACP_WORDING);
  });

  it('EligiblePage: Lifeline’s amounts, and the Tribal amounts without unlimited data', async () => {
    const user = setupUser();
    const { container } = await lifelineSample('eligible');
    expect(container).toHaveTextContent(
      'Households that qualify for the Lifeline benefit get up to $9.25 a month off their service, or up to $34.25 a month on qualifying Tribal lands.',
    );
    await user.click(screen.getByRole('checkbox', { name: 'I live on qualifying Tribal lands' }));
    expect(container).toHaveTextContent(
      'On qualifying Tribal lands the Lifeline benefit is up to $34.25 a month instead of $9.25.',
    );
    expect(container).not.toHaveTextContent(/unlimited data/i);
    expect(container).not.toHaveTextContent(ACP_WORDING);
  });

  it('EligibleTabletPage: the carrier’s own device by its price, never a co-pay', async () => {
    const { container } = await lifelineSample('eligibleTablet');
    expect(
      screen.getByRole('checkbox', { name: 'Add the Connect Phone 6in for $29.99' }),
    ).toBeVisible();
    expect(container).toHaveTextContent('Our own offer, not a Lifeline benefit');
    expect(container).not.toHaveTextContent(/tablet/i);
    expect(container).not.toHaveTextContent(ACP_WORDING);
  });

  it('EnrollmentResultPage in Spanish: the device by its price, no ACP', async () => {
    const { container } = await lifelineSample('result', 'es');
    expect(
      screen.getByRole('heading', { level: 2, name: '3. Si eligió el Connect Phone 6in' }),
    ).toBeVisible();
    expect(container).toHaveTextContent(
      'Cada hogar puede recibir un solo beneficio del programa Lifeline.',
    );
    expect(container).not.toHaveTextContent(ACP_WORDING);
  });
});
