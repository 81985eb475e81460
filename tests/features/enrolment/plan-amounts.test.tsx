import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Service } from '../../../profiles/schema';
import { settingsModule, settingsModuleFor } from '../../support/settings-module';
import { qualifiedContext } from './saved-enrolment-fixture';

// D50: under Lifeline the enrolment page's plan card says what the program takes off this plan:
// the amount of the plan's service (the carrier's `planCard.service`), the Tribal one for a
// household on Tribal lands, and the date the voice-only amount holds until. The ACP's card is
// as before: no such line.

async function asBuiltFor(program: 'acp' | 'lifeline', service?: Service) {
  vi.resetModules();
  vi.doMock('virtual:carrier-settings', () =>
    service
      ? settingsModuleFor(program, (settings) => ({
          ...settings,
          planCard: { ...settings.planCard, service },
        }))
      : settingsModule(program),
  );
  const { renderFlow } = await import('../../render-flow');
  const { renderWithI18n } = await import('../../components/render-i18n');
  const { PlanCard } = await import('../../../src/shared/plans/plan-card');
  return { renderFlow, renderWithI18n, PlanCard };
}

afterEach(() => vi.doUnmock('virtual:carrier-settings'));

const card = (name: string) => screen.getByRole('region', { name });

describe('the plan card’s amount (D50)', () => {
  it('on the enrolment page: the demo carrier’s broadband plan gets up to $9.25', async () => {
    const { renderFlow } = await asBuiltFor('lifeline');
    renderFlow(
      '/EnrollStep',
      {},
      { state: { value: { enrolment: { offer: 'choosing' } }, context: qualifiedContext() } },
    );
    expect(card('Your Lifeline plan')).toHaveTextContent(
      'Lifeline takes up to $9.25 a month off this plan, which is broadband internet service.',
    );
  });

  it('up to $34.25 for a household on Tribal lands', async () => {
    const { renderWithI18n, PlanCard } = await asBuiltFor('lifeline');
    renderWithI18n(<PlanCard unlimited />);
    expect(card('Your Lifeline plan')).toHaveTextContent(
      'On qualifying Tribal lands, Lifeline takes up to $34.25 a month off this plan',
    );
  });

  it('a voice-only plan: up to $5.25 until November 30, 2027, in both languages', async () => {
    const { renderWithI18n, PlanCard } = await asBuiltFor('lifeline', 'voiceOnly');
    const english = renderWithI18n(<PlanCard unlimited={false} />);
    expect(card('Your Lifeline plan')).toHaveTextContent(
      'Lifeline takes up to $5.25 a month off this plan, which is phone service only, until November 30, 2027.',
    );
    english.unmount();
    renderWithI18n(<PlanCard unlimited />, 'es');
    expect(card('Su plan de Lifeline')).toHaveTextContent(
      'En tierras tribales elegibles, Lifeline descuenta hasta $30.25 al mes de este plan, que es solo servicio telefónico, hasta el 30 de noviembre de 2027.',
    );
  });

  it('ACP: no such line, as before (one amount whatever the service)', async () => {
    const { renderWithI18n, PlanCard } = await asBuiltFor('acp');
    renderWithI18n(<PlanCard unlimited={false} />);
    const notes = within(card('Your ACP plan'))
      .getAllByText(/./, { selector: '.plan-card__note' })
      .map((note) => note.textContent);
    expect(notes).toEqual(['Nothing to pay each month: the ACP benefit covers the whole plan.']);
  });
});
