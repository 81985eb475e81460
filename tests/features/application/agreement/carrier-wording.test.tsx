import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lifelineProfile } from '../../../../profiles/lifeline';
import { reviewedApplication } from '../../../support/application-fixture';
import { settingsModuleFor } from '../../../support/settings-module';

// D46: a carrier that gives the FCC-approved wording in its settings gets that wording on the
// agreement, each statement with its own initials box, in the profile's order and both
// languages; the machine wants as many initials.

afterEach(() => vi.doUnmock('virtual:carrier-settings'));

const wording = Object.fromEntries(
  lifelineProfile.certifications.map(({ id }) => [
    id,
    { en: `Approved statement ${id}.`, es: `Declaración aprobada ${id}.` },
  ]),
);

async function onAgreement(locale: 'en' | 'es') {
  vi.resetModules();
  vi.doMock('virtual:carrier-settings', () =>
    settingsModuleFor('lifeline', (settings) => ({ ...settings, certifications: wording })),
  );
  const { renderFlow } = await import('../../../render-flow');
  const view = renderFlow(
    '/AgreementPage?profileStep=7',
    {},
    {
      state: {
        value: { application: { agreement: 'editing' } },
        context: { zipCode: '99501', application: reviewedApplication },
      },
      locale,
    },
  );
  await screen.findByRole('heading', { level: 1 });
  return view;
}

const boxNames = () =>
  screen.getAllByRole('textbox', { name: /^\d+\. / }).map((box) => box.getAttribute('id'));

describe('the agreement with the carrier’s FCC-approved wording', () => {
  it('shows each statement in the carrier’s words, none of the profile’s', async () => {
    const view = await onAgreement('en');
    expect(boxNames()).toHaveLength(lifelineProfile.certifications.length);
    expect(screen.getByRole('textbox', { name: '1. Approved statement qualifies.' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: '11. Approved statement penalty.' })).toBeVisible();
    for (const certification of lifelineProfile.certifications) {
      expect(document.body).not.toHaveTextContent(certification.en);
    }
    expect(view.actor.getSnapshot().context.programRules.certificationCount).toBe(11);
  });

  it('in Spanish', async () => {
    await onAgreement('es');
    expect(
      screen.getByRole('textbox', { name: '8. Declaración aprobada share-information.' }),
    ).toBeVisible();
  });
});
