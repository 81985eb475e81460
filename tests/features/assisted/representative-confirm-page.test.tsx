// D57: before an assisted application's check, the representative confirms on a page of its
// own that the applicant gave the answers and signed, in the profile's words or the carrier's.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { ApplicationData, EligibilityAnswer } from '../../../machines/flow-types';
import { acpProfile } from '../../../profiles/acp';
import { lifelineProfile } from '../../../profiles/lifeline';
import { reviewedApplication, signedAgreement } from '../../support/application-fixture';
import { settingsModule, settingsModuleFor } from '../../support/settings-module';
import { setupUser } from '../../support/user';

afterEach(() => vi.doUnmock('virtual:carrier-settings'));

type CheckInput = { application: ApplicationData; representative?: string };

async function onConfirmation(
  module: ReturnType<typeof settingsModule>,
  locale: 'en' | 'es' = 'en',
) {
  vi.resetModules();
  vi.doMock('virtual:carrier-settings', () => module);
  const { renderFlow } = await import('../../render-flow');
  const check = vi.fn(
    async (_: CheckInput): Promise<EligibilityAnswer> => ({
      status: 'IN_PROGRESS',
      applicationId: 'A1',
      eligibilityCheckId: 'EC1',
    }),
  );
  const view = renderFlow(
    '/RepresentativeConfirmation',
    {
      actors: {
        checkEligibility: fromPromise<EligibilityAnswer, CheckInput>(({ input }) => check(input)),
      },
    },
    {
      state: {
        value: { assisted: 'confirmation' },
        context: {
          zipCode: '10001',
          coverage: { zipCode: '10001', state: 'NY', served: true },
          application: { ...reviewedApplication, agreement: signedAgreement },
          representative: 'REP12345',
        },
      },
      locale,
    },
  );
  await screen.findByRole('heading', { level: 1 });
  return { view, check };
}

describe('the representative’s confirmation (D57)', () => {
  it('shows the profile’s statement, and sends the check with the ID only once it is ticked', async () => {
    const user = setupUser();
    const { view, check } = await onConfirmation(settingsModule('acp'));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Confirm the applicant answered and signed' }),
    ).toBeInTheDocument();
    const box = screen.getByRole('checkbox', { name: acpProfile.representativeStatement.en });
    expect(document.body).toHaveTextContent('For the representative (REP12345)');
    await user.click(screen.getByRole('button', { name: 'Confirm and send the application' }));
    expect(box).toHaveAccessibleDescription(/Tick the box to confirm/);
    expect(check).not.toHaveBeenCalled();
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Confirm and send the application' }));
    await waitFor(() => expect(check).toHaveBeenCalledTimes(1));
    expect(check.mock.calls[0]?.[0].representative).toBe('REP12345');
    await waitFor(() => expect(view.url()).toBe('/Reviewing'));
  });

  it('goes back to the agreement when the representative cannot confirm', async () => {
    const user = setupUser();
    const { view, check } = await onConfirmation(settingsModule('lifeline'), 'es');
    expect(
      screen.getByRole('checkbox', { name: lifelineProfile.representativeStatement.es }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Volver al acuerdo' }));
    await waitFor(() => expect(view.url()).toBe('/AgreementPage?profileStep=7'));
    expect(check).not.toHaveBeenCalled();
  });

  it('shows a carrier’s own wording instead of the profile’s (D46)', async () => {
    const own = {
      en: 'Our representative statement.',
      es: 'Nuestra declaración del representante.',
    };
    await onConfirmation(
      settingsModuleFor('lifeline', (settings) => ({ ...settings, representativeStatement: own })),
    );
    expect(screen.getByRole('checkbox', { name: own.en })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(lifelineProfile.representativeStatement.en);
  });
});
