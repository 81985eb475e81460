import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screenKeys, screens } from '../../../machines/screens';
import type { ProfileId } from '../../../profiles/schema';
import { flowUnder } from '../../support/profile-flow';

// D47: the short form is offered under the ACP (B, unchanged) and not under Lifeline, which has
// no certifications or household worksheet there: the success page has no link to it, and its
// old URLs open step 1 of the application, or the zip page when no zip code is stored.

afterEach(() => vi.doUnmock('virtual:carrier-settings'));

const served = { zipCode: '10001', coverage: { zipCode: '10001', state: 'NY', served: true } };

async function onSuccessPage(program: ProfileId, locale: 'en' | 'es' = 'en') {
  const { renderFlow } = await flowUnder(program);
  const view = renderFlow(
    '/SuccessZipCodePage?zipCode=10001',
    {},
    { state: { value: { coverage: 'served' }, context: served }, locale },
  );
  await screen.findByRole('heading', { level: 1 });
  return view;
}

/** The short form's URLs, its result pages' too (D17). */
const legacyPaths = screenKeys
  .filter((key) => screens[key].state.startsWith('legacy.'))
  .map((key) => screens[key].path);

describe('the success page’s link to the short form', () => {
  it('ACP: offered, and opens the short form', async () => {
    const view = await onSuccessPage('acp');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Use the short form' }));
    await waitFor(() => expect(view.url()).toBe('/HomeAdressPage'));
  });

  it('Lifeline: not there, in either language', async () => {
    for (const locale of ['en', 'es'] as const) {
      const view = await onSuccessPage('lifeline', locale);
      expect(screen.queryByRole('button', { name: /short form|formulario corto/i })).toBeNull();
      expect(document.body).not.toHaveTextContent(/short form|formulario corto/i);
      // The way on is still there.
      expect(
        screen.getByRole('button', { name: locale === 'es' ? 'Siguiente' : 'Next' }),
      ).toBeVisible();
      view.unmount();
    }
  });
});

describe('the short form’s old URLs under Lifeline', () => {
  it.each(legacyPaths)('%s opens step 1 when a served zip code is stored', async (path) => {
    const view = await onSuccessPage('lifeline');
    act(() => {
      view.navigate(path);
    });
    await waitFor(() => expect(view.url()).toBe('/PersonalInfoPage?profileStep=1'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
  });

  it('opens the zip page when no zip code is stored', async () => {
    const { renderFlow } = await flowUnder('lifeline');
    const view = renderFlow(screens.legacyHomeAddress.path);
    await waitFor(() => expect(view.url()).toBe('/ZipCodePage'));
  });

  it('ACP: the same URL still opens the short form', async () => {
    const view = await onSuccessPage('acp');
    act(() => {
      view.navigate(screens.legacyHomeAddress.path);
    });
    await waitFor(() => expect(view.url()).toBe('/HomeAdressPage'));
    expect(view.actor.getSnapshot().matches({ legacy: 'homeAddress' })).toBe(true);
  });
});
