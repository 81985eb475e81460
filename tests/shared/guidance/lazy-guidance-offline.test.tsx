import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProviderFailure } from '../../../src/components/step-form/provider-failure';
import { activateLocale, loadCatalog } from '../../../src/i18n/locale';

// Issue 28 §11: the guidance's code is lost on a weak line (its import fails while `down`):
// the alert keeps its eager line, and the guidance arrives once the connection is back. A file
// of its own: the guidance, once here, stays for the tab.

const line = vi.hoisted(() => ({ down: true, tries: 0 }));
vi.mock('../../../src/shared/guidance/guidance-view', async (original) => {
  line.tries += 1;
  if (line.down) throw new TypeError('Failed to fetch dynamically imported module');
  return original();
});

describe('issue 28 §11: the failure guidance lost on the way', () => {
  it('keeps the eager line, and shows the guidance when the browser is back online', async () => {
    await activateLocale('en');
    await loadCatalog('flow');
    render(
      <I18nProvider i18n={i18n}>
        <ProviderFailure failure={{ kind: 'network' }} />
      </I18nProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('We could not reach the server');
    // Its first fetch fails: the eager line stays, never an empty alert.
    await waitFor(() => expect(line.tries).toBe(1));
    expect(screen.getByRole('alert')).toHaveTextContent('We could not reach the server');
    expect(screen.queryByText(/press the button again/)).toBeNull();

    line.down = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await screen.findByText(/Make sure your phone or computer is online/, {}, { timeout: 10_000 });
  });
});
