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

async function onAgreement(locale: 'en' | 'es', certifications: typeof wording = wording) {
  vi.resetModules();
  vi.doMock('virtual:carrier-settings', () =>
    settingsModuleFor('lifeline', (settings) => ({ ...settings, certifications })),
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
    expect(screen.getByRole('textbox', { name: '13. Approved statement penalty.' })).toBeVisible();
    for (const certification of lifelineProfile.certifications) {
      expect(document.body).not.toHaveTextContent(certification.en);
    }
    expect(view.actor.getSnapshot().context.programRules.certificationCount).toBe(13);
  });

  it('D56: shows the carrier’s own statements after the profile’s, each with its initials box', async () => {
    const view = await onAgreement('en', {
      ...wording,
      'device-copay': { en: 'I pay the device co-pay.', es: 'Pago el copago del equipo.' },
    });
    const count = lifelineProfile.certifications.length + 1;
    expect(boxNames()).toHaveLength(count);
    expect(
      screen.getByRole('textbox', { name: `${count}. I pay the device co-pay.` }),
    ).toBeRequired();
    expect(view.actor.getSnapshot().context.programRules.certificationCount).toBe(count);
  });

  it('in Spanish', async () => {
    await onAgreement('es');
    expect(
      screen.getByRole('textbox', { name: '10. Declaración aprobada share-information.' }),
    ).toBeVisible();
  });
});
