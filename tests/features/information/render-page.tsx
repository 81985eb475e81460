import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { activateTestLocale } from '../../render-flow';

/** An information page on its own: no flow machine, just the router and the catalog. */
export function renderPage(page: ReactElement, locale: 'en' | 'es' = 'en') {
  activateTestLocale(locale);
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>{page}</MemoryRouter>
    </I18nProvider>,
  );
}
