import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
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

  it('keeps a flow screen mounted while its URL follows the machine, so typing is not lost', () => {
    activateTestLocale();
    function Screen() {
      const [typed, setTyped] = useState('');
      const navigate = useNavigate();
      return (
        <>
          <input aria-label="initials" value={typed} onChange={(e) => setTyped(e.target.value)} />
          <button type="button" onClick={() => navigate('/AgreementPage?profileStep=7')}>
            sync
          </button>
          <button type="button" onClick={() => navigate('/AboutACPPage')}>
            leave
          </button>
        </>
      );
    }
    render(
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/VerifyPage?profileStep=6']}>
          <Routes>
            <Route element={<PageBoundary />}>
              <Route path="/VerifyPage" element={<Screen />} />
              <Route path="/AgreementPage" element={<Screen />} />
              <Route path="/AboutACPPage" element={<Screen />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </I18nProvider>,
    );
    fireEvent.change(screen.getByLabelText('initials'), { target: { value: 'AD' } });
    fireEvent.click(screen.getByRole('button', { name: 'sync' }));
    expect(screen.getByLabelText('initials')).toHaveValue('AD');
    // An information page is a new page: it starts afresh.
    fireEvent.click(screen.getByRole('button', { name: 'leave' }));
    expect(screen.getByLabelText('initials')).toHaveValue('');
  });
});
