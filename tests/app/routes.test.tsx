import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppRoutes, preloadPage } from '../../src/app/routes';
import { activateLocale } from '../../src/i18n/locale';

function Url() {
  const { pathname, search } = useLocation();
  return <output data-testid="url">{`${pathname}${search}`}</output>;
}

function show(url: string) {
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
        <Url />
      </MemoryRouter>
    </I18nProvider>,
  );
}

describe('routes', () => {
  beforeAll(async () => {
    await activateLocale('en');
  });

  it('draws a page whose code has arrived in the very first render (no Suspense round)', async () => {
    await preloadPage('/AboutACPPage');
    show('/AboutACPPage');
    // Synchronous query: a page that suspended once more would not be here yet.
    expect(
      screen.getByRole('heading', { level: 1, name: 'About the Affordable Connectivity Program' }),
    ).toBeInTheDocument();
  });

  it('still draws a page that had not arrived, once it does', async () => {
    show('/ResourcesPage');
    expect(
      await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('resolves the preload of an unknown path without throwing', async () => {
    await expect(preloadPage('/no/such/page')).resolves.toBeUndefined();
  });

  // DEC-167: flow paths are looked up in the flow's table, matched as the router would.
  it('draws the flow for a flow path in any case or with a trailing slash', async () => {
    sessionStorage.clear();
    show('/zipcodepage/');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Check if we serve your area' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  });

  it('sends a path under a flow path to that path, its last segment kept as a referral code', async () => {
    show('/PersonalInfoPage/PARTNER7');
    await waitFor(() => expect(screen.getByTestId('url').textContent).not.toContain('PARTNER7'));
    expect(sessionStorage.getItem('acp.referralCode')).toBe('PARTNER7');
  });
});
