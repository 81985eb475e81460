import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ZipEntry } from '../../../src/app/flow/zip-entry';
import { activateLocale, loadCatalog } from '../../../src/i18n/locale';

// A file of its own: the zip entry keeps the flow's code once fetched, for the whole tab.

describe('issue 28 §11: the zip entry whose flow code did not arrive', () => {
  beforeAll(async () => {
    await activateLocale('en');
    await Promise.all(['flow', 'coverage'].map(loadCatalog));
  });

  it('fetches it again when the browser is back online, and the next press hands over', async () => {
    let online = false;
    const loadFlow = vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
    });
    const onHandOver = vi.fn();
    render(
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/ZipCodePage']}>
          <main id="main">
            <ZipEntry loadFlow={loadFlow} onHandOver={onHandOver} />
          </main>
        </MemoryRouter>
      </I18nProvider>,
    );
    const user = userEvent.setup();
    // 00000: no state holds it, so the machine answers without a call.
    await user.type(screen.getByLabelText('Zip code'), '00000');
    await user.click(screen.getByRole('button', { name: 'Check my area' }));
    await screen.findByText(/Check your connection/);
    expect(onHandOver).not.toHaveBeenCalled();

    const tries = loadFlow.mock.calls.length;
    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(loadFlow.mock.calls.length).toBe(tries + 1));
    await user.click(screen.getByRole('button', { name: 'Check my area' }));
    await waitFor(() => expect(onHandOver).toHaveBeenCalledTimes(1), { timeout: 10_000 });
  });
});
