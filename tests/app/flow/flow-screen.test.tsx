import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { MemoryRouter, type NavigateFunction, useNavigate } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AppRoutes, preloadPage } from '../../../src/app/routes';
import { activateLocale } from '../../../src/i18n/locale';

const zipPageRenders = vi.hoisted(() => ({ count: 0 }));

// The zip page, counted each time the flow draws it.
vi.mock('../../../src/features/coverage/zip-page', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/features/coverage/zip-page')>();
  return {
    ...original,
    ZipPage: () => {
      zipPageRenders.count += 1;
      return createElement(original.ZipPage);
    },
  };
});

function NavigateProbe({ into }: { into: { current: NavigateFunction | null } }) {
  into.current = useNavigate();
  return null;
}

describe('the flow screens', () => {
  beforeAll(async () => {
    await activateLocale('en');
  });

  it('are not redrawn by a new URL alone: the router draws it in a second render of its own', async () => {
    await preloadPage('/ZipCodePage');
    const navigator: { current: NavigateFunction | null } = { current: null };
    render(
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/ZipCodePage']}>
          <AppRoutes />
          <NavigateProbe into={navigator} />
        </MemoryRouter>
      </I18nProvider>,
    );
    await screen.findByRole('heading', { level: 1, name: 'Check if we serve your area' });
    const before = zipPageRenders.count;
    // Another flow path, as each step pushes one: a route element of its own, drawn by the
    // router; the machine refuses it (no zip code yet) and the URL goes back.
    await act(async () => {
      await navigator.current?.('/SuccessZipCodePage');
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Check if we serve your area',
    );
    expect(zipPageRenders.count).toBe(before);
  });
});
