import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppRoutes } from '../../src/app/routes';

/** Shows the router's current URL, so a test can assert where the app went. */
export function CurrentUrl() {
  const location = useLocation();
  return <output data-testid="url">{`${location.pathname}${location.search}`}</output>;
}

/** The app's routes at `url`, as a tab opened there draws them, with the URL on show. */
export function renderRoutes(url: string) {
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
        <CurrentUrl />
      </MemoryRouter>
    </I18nProvider>,
  );
}
