import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { SiteHeader } from '../../src/app/site-header';
import { catalogLoaders } from '../../src/i18n/catalogs';
import { activateLocale } from '../../src/i18n/locale';

// The header's language switch on a weak line: the other language's words did not arrive, so
// the page stays as it was and says so; pressed again once they can arrive, it switches.
describe('the language switch', () => {
  it('says when the other language could not be loaded, and switches on the next press', async () => {
    await activateLocale('en');
    const real = catalogLoaders.es.common;
    if (!real) throw new Error('no Spanish common catalog');
    catalogLoaders.es.common = vi
      .fn<typeof real>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementation(real);
    try {
      render(
        <I18nProvider i18n={i18n}>
          <MemoryRouter>
            <SiteHeader />
          </MemoryRouter>
        </I18nProvider>,
      );
      const user = userEvent.setup();
      const status = screen.getByRole('status');
      expect(status).toBeEmptyDOMElement();
      await user.click(screen.getByRole('button', { name: 'Ver en español' }));
      expect(
        await screen.findByText(
          'The other language could not be loaded. Check your connection, then try again.',
        ),
      ).toBeInTheDocument();
      expect(document.documentElement.lang).toBe('en');
      expect(i18n.locale).toBe('en');

      await user.click(screen.getByRole('button', { name: 'Ver en español' }));
      expect(await screen.findByRole('button', { name: 'View in English' })).toBeInTheDocument();
      expect(document.documentElement.lang).toBe('es');
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    } finally {
      catalogLoaders.es.common = real;
      await activateLocale('en');
    }
  });
});
