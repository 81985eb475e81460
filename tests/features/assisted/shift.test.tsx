// D57: what a representative's shift adds to every flow page: the header line, the idle wipe
// and no autofill.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { enrolmentMachine, initialContext } from '../../../machines/enrolment.machine';
import { IdleWipe } from '../../../src/features/assisted/shift';
import { IDLE_WARNING_MS, IDLE_WIPE_MS } from '../../../src/features/assisted/shift-screens';
import { FlowProvider } from '../../../src/lib/flow-context';
import { activateTestLocale, renderFlow } from '../../render-flow';
import { reviewedApplication } from '../../support/application-fixture';
import { setupUser } from '../../support/user';

const served = { zipCode: '10001', coverage: { zipCode: '10001', state: 'NY', served: true } };
const inShift = { ...served, application: reviewedApplication, representative: 'REP12345' };

describe('the shift’s line in the header (D57)', () => {
  it('says who is assisting and ends the shift, wiping everything', async () => {
    const user = setupUser();
    const view = renderFlow(
      '/ContactInfoPage?profileStep=2',
      {},
      {
        state: { value: { application: 'contactInfo' }, context: inShift },
      },
    );
    const bar = await screen.findByRole('region', { name: /A representative is assisting/ });
    expect(bar).toHaveTextContent('A representative is assisting: REP12345');
    // Not at the end of an application: no next applicant yet.
    expect(screen.queryByRole('button', { name: 'Next applicant' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'End shift' }));
    await waitFor(() => expect(view.url()).toBe('/Representative'));
    expect(view.actor.getSnapshot().context.representative).toBe('');
    expect(view.actor.getSnapshot().context.application.answers).toEqual({});
    await waitFor(() => expect(screen.queryByRole('region', { name: /assisting/ })).toBeNull());
  });

  it('offers the next applicant at the end of an application, keeping the shift', async () => {
    const user = setupUser();
    const view = renderFlow(
      '/EnrolmentFailure',
      {},
      {
        state: { value: { failed: 'enrolment' }, context: inShift },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Next applicant' }));
    await waitFor(() => expect(view.url()).toBe('/ZipCodePage'));
    expect(view.actor.getSnapshot().context.representative).toBe('REP12345');
    expect(view.actor.getSnapshot().context.application.answers).toEqual({});
  });

  it('shows nothing of a shift to an applicant on their own device', async () => {
    renderFlow(
      '/ContactInfoPage?profileStep=2',
      {},
      {
        state: {
          value: { application: 'contactInfo' },
          context: { ...served, application: reviewedApplication },
        },
      },
    );
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'End shift' })).toBeNull();
  });
});

describe('no autofill on a shared device (D57)', () => {
  it('turns autocomplete off on every field of the page while a representative assists', async () => {
    renderFlow(
      '/ContactInfoPage?profileStep=2',
      {},
      {
        state: { value: { application: 'contactInfo' }, context: inShift },
      },
    );
    await screen.findByRole('region', { name: /A representative is assisting/ });
    const fields = document.querySelectorAll('input, select, textarea');
    expect(fields.length).toBeGreaterThan(3);
    for (const field of fields) expect(field.getAttribute('autocomplete'), field.id).toBe('off');
  });

  it('keeps the page’s own tokens for an applicant on their own device', async () => {
    renderFlow(
      '/ContactInfoPage?profileStep=2',
      {},
      {
        state: {
          value: { application: 'contactInfo' },
          context: { ...served, application: reviewedApplication },
        },
      },
    );
    await screen.findByRole('heading', { level: 1 });
    const tokens = [...document.querySelectorAll('input')].map((field) =>
      field.getAttribute('autocomplete'),
    );
    expect(tokens).toContain('email');
  });
});

describe('the idle wipe (D57, WCAG 2.2.1)', () => {
  let now = 0;
  beforeEach(() => {
    vi.useFakeTimers();
    activateTestLocale();
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  });
  afterEach(() => vi.useRealTimers());

  function renderIdle() {
    const snapshot = enrolmentMachine.resolveState({
      value: { application: 'household' },
      context: { ...initialContext({}), ...inShift },
    });
    const actor = createActor(enrolmentMachine, { snapshot, input: {} });
    actor.start();
    now = 0;
    render(
      <I18nProvider i18n={i18n}>
        <FlowProvider actor={actor}>
          <IdleWipe now={() => now} />
        </FlowProvider>
      </I18nProvider>,
    );
    return actor;
  }

  const wait = (ms: number) =>
    act(() => {
      now += ms;
      vi.advanceTimersByTime(ms);
    });

  it('warns two minutes before, and I’m still here starts the 10 minutes again', () => {
    const actor = renderIdle();
    wait(IDLE_WIPE_MS - IDLE_WARNING_MS - 30_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    wait(45_000);
    expect(screen.getByRole('dialog')).toHaveTextContent('delete their answers in 2 minutes');
    fireEvent.click(screen.getByRole('button', { name: 'I’m still here' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    wait(IDLE_WIPE_MS - 60_000);
    expect(actor.getSnapshot().matches({ application: 'household' })).toBe(true);
  });

  it('a touch before the warning starts the 10 minutes again', () => {
    const actor = renderIdle();
    wait(7 * 60_000);
    fireEvent.keyDown(document.body, { key: 'a' });
    wait(7 * 60_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(actor.getSnapshot().context.application.answers).toEqual(reviewedApplication.answers);
  });

  it('wipes the applicant at 10 minutes untouched, the shift kept', () => {
    const actor = renderIdle();
    wait(IDLE_WIPE_MS + 15_000);
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches({ coverage: 'zipEntry' })).toBe(true);
    expect(context.application.answers).toEqual({});
    expect(context.representative).toBe('REP12345');
  });
});
