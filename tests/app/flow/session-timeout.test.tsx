import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { enrolmentMachine } from '../../../machines/enrolment.machine';
import { FLOW_LIFETIME_MS, flowSavedAt, saveFlow } from '../../../src/app/flow/flow-storage';
import { SessionTimeout } from '../../../src/app/flow/session-timeout';
import { FlowProvider } from '../../../src/lib/flow-context';
import { activateTestLocale } from '../../render-flow';

describe('the 72-minute warning (D14, WCAG 2.2.1)', () => {
  let now = 0;
  beforeEach(() => {
    vi.useFakeTimers();
    activateTestLocale();
    // The test DOM's dialog is not modal; the open attribute is what a browser would set.
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  });
  afterEach(() => vi.useRealTimers());

  function renderAt(savedAt: number) {
    const actor = createActor(enrolmentMachine, { input: {} });
    actor.start();
    saveFlow(actor.getPersistedSnapshot(), savedAt);
    render(
      <I18nProvider i18n={i18n}>
        <FlowProvider actor={actor}>
          <SessionTimeout now={() => now} />
        </FlowProvider>
      </I18nProvider>,
    );
    return actor;
  }

  it('says nothing while more than five minutes are left', () => {
    now = FLOW_LIFETIME_MS - 6 * 60_000;
    renderAt(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('warns five minutes before, and Keep my answers starts the 72 minutes again', () => {
    now = FLOW_LIFETIME_MS - 4 * 60_000;
    renderAt(0);
    expect(screen.getByRole('dialog')).toHaveTextContent('in 4 minutes');
    fireEvent.click(screen.getByRole('button', { name: 'Keep my answers' }));
    expect(flowSavedAt()).toBe(now);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('wipes the flow when the time is up', () => {
    now = FLOW_LIFETIME_MS - 60_000;
    const actor = renderAt(0);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    now = FLOW_LIFETIME_MS + 1;
    act(() => {
      vi.advanceTimersByTime(15_000);
    });
    expect(actor.getSnapshot().matches({ coverage: 'zipEntry' })).toBe(true);
  });

  it('reads the stored flow once, not on every render of the flow around it', () => {
    const actor = createActor(enrolmentMachine, { input: {} });
    actor.start();
    saveFlow(actor.getPersistedSnapshot(), Date.now());
    const getItem = vi.spyOn(sessionStorage, 'getItem');
    const tree = () => (
      <I18nProvider i18n={i18n}>
        <FlowProvider actor={actor}>
          <SessionTimeout />
        </FlowProvider>
      </I18nProvider>
    );
    const { rerender } = render(tree());
    rerender(tree());
    rerender(tree());
    expect(getItem).toHaveBeenCalledTimes(1);
  });
});
