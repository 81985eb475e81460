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

describe('the Tribal benefit the National Verifier confirmed (D54)', () => {
  /** Qualified, having said the household lives on Tribal lands; the Verifier's word `confirmed`. */
  const saidTribalLands = (confirmed: boolean) =>
    qualifiedContext({
      application: {
        answers: { tribalStatus: { checkTribal: true } },
        reviewConsent: true,
        agreement: null,
      },
      eligibility: {
        applicationId: 'A12345678',
        eligibilityCheckId: 'EC-ABCDEFGH23',
        tribalStatusConfirmed: confirmed,
      },
    });
  const open = (
    renderFlow: Awaited<ReturnType<typeof asBuiltFor>>['renderFlow'],
    confirmed: boolean,
    locale: 'en' | 'es' = 'en',
  ) =>
    renderFlow(
      '/EnrollStep',
      {},
      {
        state: { value: { enrolment: { offer: 'choosing' } }, context: saidTribalLands(confirmed) },
        locale,
      },
    );

  it('under Lifeline, not confirmed: the standard amount, and why, with how to ask the Verifier again', async () => {
    const { renderFlow } = await asBuiltFor('lifeline');
    open(renderFlow, false);
    expect(card('Your Lifeline plan')).toHaveTextContent('Lifeline takes up to $9.25 a month');
    expect(card('Your Lifeline plan')).not.toHaveTextContent('$34.25');
    expect(
      screen.getByText(
        /the National Verifier did not confirm that your address is on Tribal lands/,
      ),
    ).toHaveTextContent('call the Lifeline Support Center at 1-800-234-9473');
  });

  it('says so in Spanish', async () => {
    const { renderFlow } = await asBuiltFor('lifeline');
    open(renderFlow, false, 'es');
    expect(card('Su plan de Lifeline')).toHaveTextContent('hasta $9.25 al mes');
    expect(
      screen.getByText(
        /el Verificador Nacional no confirmó que su dirección esté en tierras tribales/,
      ),
    ).toHaveTextContent('1-800-234-9473');
  });

  it('under Lifeline, confirmed: the Tribal amount, and nothing to explain', async () => {
    const { renderFlow } = await asBuiltFor('lifeline');
    open(renderFlow, true);
    expect(card('Your Lifeline plan')).toHaveTextContent(
      'On qualifying Tribal lands, Lifeline takes up to $34.25',
    );
    expect(screen.queryByText(/did not confirm/)).not.toBeInTheDocument();
  });

  it('under the ACP, the applicant’s word gives the Tribal plan (D25), with nothing to explain', async () => {
    const { renderFlow } = await asBuiltFor('acp');
    open(renderFlow, false);
    expect(card('Your ACP plan')).toHaveTextContent('UNLIMITED');
    expect(screen.queryByText(/did not confirm/)).not.toBeInTheDocument();
  });
});
