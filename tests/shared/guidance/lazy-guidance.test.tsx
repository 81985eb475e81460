import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProviderFailure } from '../../../src/components/step-form/provider-failure';
import { activateLocale, loadCatalog } from '../../../src/i18n/locale';

// DEC-150: the failure guidance is a part of its own, fetched when a failure first needs it
// (or when a call starts), with its own catalog in the language on show. That no first load
// reaches it but through lazy-guidance.tsx's import() is the `guidance-loads-lazily` rule of
// .dependency-cruiser.cjs (`npm run deps`).

describe('a failure before its guidance has arrived', () => {
  it('shows the eager line at once, then the guidance in Spanish, then in English after a switch', async () => {
    // The app's own catalog machinery (src/i18n/locale.ts), not the test's preloaded catalogs.
    await activateLocale('es');
    await loadCatalog('flow');
    render(
      <I18nProvider i18n={i18n}>
        <ProviderFailure
          failure={{ kind: 'rejected', code: 'INVALID_TRIBAL_ID', message: 'Tribal ID invalid' }}
        />
      </I18nProvider>,
    );
    // Never an empty alert: our general line while the table is on its way.
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Algo salió mal, por favor inténtelo de nuevo más tarde',
    );
    await screen.findByText(
      'No se aceptó el número de identificación tribal que escribió.',
      {},
      { timeout: 10_000 },
    );
    expect(
      screen.getByText(
        'Revise el número de su tarjeta tribal y escríbalo de nuevo en el paso tribal.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Mensaje del proveedor:')).toBeInTheDocument();

    // The switch fetches the guidance catalog again, in the other language.
    await act(() => activateLocale('en'));
    await screen.findByText('The Tribal ID you entered was not accepted.');
    expect(
      screen.getByText('Check the ID on your Tribal card and enter it again on the Tribal step.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The provider’s message:')).toBeInTheDocument();
  });
});
