import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadPage } from '../../src/app/routes';
import { activateLocale } from '../../src/i18n/locale';
import { renderRoutes } from '../support/render-routes';

describe('routes', () => {
  beforeAll(async () => {
    await activateLocale('en');
  });

  it('draws a page whose code has arrived in the very first render (no Suspense round)', async () => {
    await preloadPage('/AboutACPPage');
    renderRoutes('/AboutACPPage');
    // Synchronous query: a page that suspended once more would not be here yet.
    expect(
      screen.getByRole('heading', { level: 1, name: 'About the Affordable Connectivity Program' }),
    ).toBeInTheDocument();
  });

  it('still draws a page that had not arrived, once it does', async () => {
    renderRoutes('/ResourcesPage');
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  });

  it('resolves the preload of an unknown path without throwing', async () => {
    await expect(preloadPage('/no/such/page')).resolves.toBeUndefined();
  });

  // DEC-163: flow paths are looked up in the flow's table, matched as the router would.
  it('draws the flow for a flow path in any case or with a trailing slash', async () => {
    sessionStorage.clear();
    renderRoutes('/zipcodepage/');
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Check if we serve your area' },
      { timeout: 10_000 },
    );
  });

  it('sends a path under a flow path to that path, its last segment kept as a referral code', async () => {
    renderRoutes('/PersonalInfoPage/PARTNER7');
    await waitFor(() => expect(screen.getByTestId('url').textContent).not.toContain('PARTNER7'));
    expect(sessionStorage.getItem('acp.referralCode')).toBe('PARTNER7');
  });
});
