import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { PageBoundary } from '../../src/app/error-boundary';
import { activateTestLocale } from '../render-flow';

function Broken(): never {
  throw new Error('chunk failed to load');
}

describe('the error boundary (A §8)', () => {
  it('shows the Internal Server Error dialog with Try Again', async () => {
    activateTestLocale();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const showModal = vi.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    HTMLDialogElement.prototype.showModal = showModal;
    render(
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/broken']}>
          <Routes>
            <Route element={<PageBoundary />}>
              <Route path="/broken" element={<Broken />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </I18nProvider>,
    );
    expect(await screen.findByRole('dialog', { name: 'Internal Server Error' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(showModal).toHaveBeenCalled();
  });
});
