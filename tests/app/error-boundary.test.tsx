import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { InternalErrorDialog } from '../../src/app/error-boundary';
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
    const router = createMemoryRouter(
      [{ path: '/broken', Component: Broken, errorElement: <InternalErrorDialog /> }],
      { initialEntries: ['/broken'] },
    );
    render(
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>,
    );
    expect(await screen.findByRole('dialog', { name: 'Internal Server Error' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(showModal).toHaveBeenCalled();
  });
});
