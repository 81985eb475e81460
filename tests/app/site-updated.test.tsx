import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { NotLoadedDialog, PageBoundary } from '../../src/app/error-boundary';
import { checkSiteReplaced } from '../../src/lib/site-replaced';
import { activateTestLocale } from '../render-flow';

// DEC-188: a page that does not arrive because a deploy replaced the tab's build says so and
// offers a reload; one lost to the connection says that, as before (issue 28 §11).

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = vi.fn(function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  });
});

function renderDialog(
  replaced: () => Promise<boolean>,
  retry: () => Promise<unknown> = () => Promise.reject(new Error('not loaded')),
  locale: 'en' | 'es' = 'en',
) {
  activateTestLocale(locale);
  const onLoaded = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <NotLoadedDialog retry={retry} onLoaded={onLoaded} replaced={replaced} />
    </I18nProvider>,
  );
  return { onLoaded };
}

describe('a page that did not arrive', () => {
  it('says the site was updated when the tab’s build is gone, and Reload Page reloads', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    renderDialog(async () => true);
    const dialog = await screen.findByRole('dialog', { name: 'This site has been updated' });
    expect(dialog).toHaveTextContent('Your answers are saved in this browser tab.');
    expect(screen.queryByText('The connection dropped')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(reload).toHaveBeenCalledOnce();
    vi.restoreAllMocks();
  });

  it('says the connection dropped while the build is still there', async () => {
    renderDialog(async () => false);
    expect(await screen.findByRole('dialog', { name: 'The connection dropped' })).toBeVisible();
    expect(screen.queryByText('This site has been updated')).not.toBeInTheDocument();
  });

  it('turns to the update once a try fails and the server says the build is gone', async () => {
    const replaced = vi
      .fn<() => Promise<boolean>>()
      .mockResolvedValueOnce(false)
      .mockResolvedValue(true);
    renderDialog(replaced);
    await screen.findByRole('dialog', { name: 'The connection dropped' });
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('dialog', { name: 'This site has been updated' })).toBeVisible();
    expect(replaced).toHaveBeenCalledTimes(2);
  });

  it('says the update in Spanish', async () => {
    renderDialog(async () => true, undefined, 'es');
    const dialog = await screen.findByRole('dialog', { name: 'Este sitio se actualizó' });
    expect(dialog).toHaveTextContent(
      'Sus respuestas están guardadas en esta pestaña del navegador.',
    );
    expect(screen.getByRole('button', { name: 'Volver a cargar la página' })).toBeVisible();
  });
});

describe('a call whose code is gone with the old build', () => {
  function renderPage() {
    activateTestLocale('en');
    render(
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/ReviewPage']}>
          <Routes>
            <Route element={<PageBoundary />}>
              <Route path="/ReviewPage" element={<h1>Check your answers</h1>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </I18nProvider>,
    );
  }

  it('leaves the page alone while the server still has the build: the page says the connection', async () => {
    renderPage();
    await act(() => checkSiteReplaced(undefined, async () => false));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says over the page that the site was updated, once the server says the build is gone', async () => {
    renderPage();
    await act(() => checkSiteReplaced(undefined, async () => true));
    const dialog = screen.getByRole('dialog', { name: 'This site has been updated' });
    expect(dialog).toHaveTextContent('Press Reload Page to carry on.');
    // The page stays behind it, with the answers, until the applicant reloads.
    expect(
      screen.getByRole('heading', { name: 'Check your answers', hidden: true }),
    ).toBeInTheDocument();
    // A page that then fails to arrive does not add a second dialog saying the same.
    render(
      <I18nProvider i18n={i18n}>
        <NotLoadedDialog
          retry={() => Promise.reject(new Error('gone'))}
          onLoaded={vi.fn()}
          replaced={async () => true}
        />
      </I18nProvider>,
    );
    await act(() => Promise.resolve());
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
