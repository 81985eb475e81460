import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enrolmentActor } from '../../../src/app/flow/enrolment-actor';
import { dismissExpiryNotice, expiryNoticeShown } from '../../../src/app/flow/expiry-notice-store';
import { FLOW_LIFETIME_MS, saveFlow } from '../../../src/app/flow/flow-storage';
import { renderFlow } from '../../render-flow';

afterEach(() => {
  vi.useRealTimers();
  act(() => dismissExpiryNotice());
  sessionStorage.clear();
});

const onHousehold = { value: { application: 'household' } };

function expire(view: ReturnType<typeof renderFlow>) {
  act(() => {
    view.actor.send({ type: 'session.expired' });
  });
}

describe('the notice after the answers were wiped (D32)', () => {
  it('says so on the zip page, and stays there until dismissed', async () => {
    const view = renderFlow('/HouseholdInformationPage?profileStep=3', {}, { state: onHousehold });
    expect(screen.queryByText(/your answers were deleted/)).toBeNull();
    vi.useFakeTimers();
    expire(view);
    expect(view.url()).toBe('/ZipCodePage');
    const notice = screen.getByText(
      'For your privacy, your answers were deleted because nothing changed for 72 minutes. Please start again.',
    );
    expect(notice.closest('[role="status"]')).not.toBeNull();
    // A toast was gone after 3 seconds; the notice is still there a minute later.
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(notice).toBeInTheDocument();
    vi.useRealTimers();

    const dismiss = screen.getByRole('button', { name: 'Dismiss this message' });
    dismiss.focus();
    expect(dismiss).toHaveFocus();
    fireEvent.click(dismiss);
    expect(screen.queryByText(/your answers were deleted/)).toBeNull();
    // Focus does not fall to the page's body with the button gone.
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('is in Spanish for a Spanish reader', () => {
    const view = renderFlow(
      '/HouseholdInformationPage?profileStep=3',
      {},
      { state: onHousehold, locale: 'es' },
    );
    expire(view);
    expect(
      screen.getByText(
        'Para proteger su privacidad, borramos sus respuestas porque no hubo cambios durante 72 minutos. Por favor, empiece de nuevo.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar este mensaje' }));
    expect(screen.queryByText(/borramos sus respuestas/)).toBeNull();
  });

  it('is raised when the tab comes back after the 72 minutes (the answers wiped on load)', () => {
    saveFlow({ status: 'active' } as never, Date.now() - FLOW_LIFETIME_MS - 60_000);
    expect(expiryNoticeShown()).toBeNull();
    const actor = enrolmentActor();
    expect(expiryNoticeShown()).toBe('expired');
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(sessionStorage.getItem('acp.flow')).toBeNull();
  });
});
