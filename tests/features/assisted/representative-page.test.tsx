// D57: the representatives' start page, /Representative.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { ApiError } from '../../../src/api/api-error';
import { renderFlow } from '../../render-flow';
import { setupUser } from '../../support/user';

function verifying(answer: (input: { repId: string }) => Promise<{ repId: string }>) {
  const calls = vi.fn(answer);
  return {
    calls,
    logic: fromPromise<{ repId: string }, { repId: string }>(({ input }) => calls(input)),
  };
}

const atStart = { state: { value: { assisted: { shiftStart: 'editing' } } } };

describe('the representatives’ start page (D57)', () => {
  it('refuses an ID that is not a RAD ID, saying what one is, and asks the provider nothing', async () => {
    const user = setupUser();
    const verify = verifying(async () => ({ repId: 'X' }));
    renderFlow('/Representative', { actors: { verifyRepresentative: verify.logic } }, atStart);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Start your shift as a representative' }),
    ).toBeInTheDocument();
    const field = screen.getByLabelText('Representative ID (RAD ID)');
    expect(field).toHaveAttribute('autocomplete', 'off');
    await user.type(field, 'REP-123');
    await user.click(screen.getByRole('button', { name: 'Start my shift' }));
    expect(field).toHaveAccessibleDescription(
      /5 to 20 letters and numbers, with no spaces or dashes/,
    );
    expect(verify.calls).not.toHaveBeenCalled();
  });

  it('starts the shift with a registered ID: the zip page opens', async () => {
    const user = setupUser();
    const verify = verifying(async ({ repId }) => ({ repId: repId.toUpperCase() }));
    const view = renderFlow(
      '/Representative',
      { actors: { verifyRepresentative: verify.logic } },
      atStart,
    );
    await user.type(screen.getByLabelText('Representative ID (RAD ID)'), 'rep12345');
    await user.click(screen.getByRole('button', { name: 'Start my shift' }));
    await waitFor(() => expect(view.url()).toBe('/ZipCodePage'));
    expect(verify.calls).toHaveBeenCalledWith({ repId: 'rep12345' });
    expect(view.actor.getSnapshot().context.representative).toBe('REP12345');
  });

  it.each([
    [
      'en',
      'Start my shift',
      'Representative ID (RAD ID)',
      /This representative ID is not registered.*does not know the ID NOTONLIST1.*Register or renew it with USAC, or ask your supervisor/s,
    ],
    [
      'es',
      'Empezar mi turno',
      'ID de representante (ID de RAD)',
      /Este ID de representante no está registrado.*no reconoce el ID NOTONLIST1.*Regístrese o renueve su registro con USAC, o consulte a su supervisor/s,
    ],
  ] as const)(
    'refuses an unregistered ID with what to do, in %s',
    async (locale, button, label, words) => {
      const user = setupUser();
      const verify = verifying(async () => {
        throw new ApiError('rejected', { code: 'REP_NOT_REGISTERED', message: 'not registered' });
      });
      const view = renderFlow(
        '/Representative',
        { actors: { verifyRepresentative: verify.logic } },
        { ...atStart, locale },
      );
      await user.type(screen.getByLabelText(label), 'NOTONLIST1');
      await user.click(screen.getByRole('button', { name: button }));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(words));
      expect(view.url()).toBe('/Representative');
      expect(view.actor.getSnapshot().context.representative).toBe('');
    },
  );
});
