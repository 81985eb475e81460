import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../src/i18n/locale';
import { renderRoutes } from '../support/render-routes';

// Issue 30: Apply now leads from the home page to the zip page; its code is fetched once the
// home page is idle, so the first tap draws it at once.
const fetched = vi.hoisted(() => ({ zipEntry: false }));
vi.mock('../../src/app/flow/zip-entry', async (original) => {
  fetched.zipEntry = true;
  return original();
});

describe('the home page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('fetches the zip page once it is idle, and not before', async () => {
    await activateLocale('en');
    sessionStorage.clear();
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    renderRoutes('/');
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    // The request is made in an effect, which React may run after the heading is in the page:
    // on a loaded CI machine the list was still empty here once, and nothing was fetched.
    await waitFor(() => expect(idle).not.toHaveLength(0));
    expect(fetched.zipEntry).toBe(false);

    for (const run of idle.splice(0)) run();
    await waitFor(() => expect(fetched.zipEntry).toBe(true));
  });
});
