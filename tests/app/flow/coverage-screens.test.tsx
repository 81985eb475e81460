import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { CoverageAnswer, WaitlistEntry } from '../../../machines/flow-types';
import { summaryBox } from '../../error-summary-focus';
import { renderFlow } from '../../render-flow';
import { setupUser } from '../../support/user';

function coverage(answer: (zip: string) => CoverageAnswer | Promise<CoverageAnswer>) {
  return fromPromise<CoverageAnswer, { zipCode: string }>(async ({ input }) =>
    answer(input.zipCode),
  );
}

describe('the zip page', () => {
  it('shows both zip messages in the field and in a focused error summary', async () => {
    const user = setupUser();
    const check = vi.fn();
    const view = renderFlow('/ZipCodePage', { actors: { checkCoverage: coverage(check) } });
    await user.click(await screen.findByRole('button', { name: 'Check my area' }));
    const summary = screen.getByRole('alert');
    expect(summaryBox(summary)).toHaveFocus();
    expect(summary).toHaveTextContent('Enter your zip code');
    expect(screen.getByLabelText('Zip code')).toHaveAccessibleDescription(/Enter your zip code/);
    expect(document.title).toMatch(/^Error: /);

    // Letters typed stay in the field, and the message says what is wrong with them.
    await user.type(screen.getByLabelText('Zip code'), '12a3');
    expect(screen.getByLabelText('Zip code')).toHaveValue('12a3');
    await user.click(screen.getByRole('button', { name: 'Check my area' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a 5-digit zip code');
    expect(check).not.toHaveBeenCalled();
    await waitFor(() => expect(view.url()).toBe('/ZipCodePage'));
  });

  it('shows the ACP closed notice (D34) at the top, as a note that does not block the check', async () => {
    const user = setupUser();
    const view = renderFlow('/ZipCodePage', {
      actors: { checkCoverage: coverage((zipCode) => ({ zipCode, state: 'NY', served: true })) },
    });
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(
      'The Affordable Connectivity Program (ACP) stopped taking new applications on February 7, 2024',
    );
    expect(screen.getByRole('heading', { level: 1 }).compareDocumentPosition(note)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    await user.type(screen.getByLabelText('Zip code'), '10001');
    await user.click(screen.getByRole('button', { name: 'Check my area' }));
    await waitFor(() => expect(view.url()).toBe('/SuccessZipCodePage?zipCode=10001'));
  });

  it('shows the closed notice in Spanish', async () => {
    renderFlow('/ZipCodePage', {}, { locale: 'es' });
    expect(await screen.findByRole('note')).toHaveTextContent(
      'El Programa de Conectividad Asequible (ACP) dejó de aceptar solicitudes nuevas el 7 de febrero de 2024',
    );
  });

  it('lands a served zip on the success page and goes on to step 1', async () => {
    const user = setupUser();
    const view = renderFlow('/ZipCodePage', {
      actors: { checkCoverage: coverage((zipCode) => ({ zipCode, state: 'NY', served: true })) },
    });
    await user.type(await screen.findByLabelText('Zip code'), '10001');
    await user.click(screen.getByRole('button', { name: 'Check my area' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Congratulations, we provide service in your area',
      }),
    ).toHaveFocus();
    await waitFor(() => expect(view.url()).toBe('/SuccessZipCodePage?zipCode=10001'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(view.url()).toBe('/PersonalInfoPage?profileStep=1'));
  });

  it('says when the check could not be made, and lets the applicant retry', async () => {
    const user = setupUser();
    let calls = 0;
    const view = renderFlow('/ZipCodePage', {
      actors: {
        checkCoverage: coverage((zipCode) => {
          calls += 1;
          if (calls === 1) throw Object.assign(new Error(), { kind: 'timeout' });
          return { zipCode, state: 'NY', served: true };
        }),
      },
    });
    await user.type(await screen.findByLabelText('Zip code'), '10001');
    await user.click(screen.getByRole('button', { name: 'Check my area' }));
    // findBy fails unless the words appear (the node may be drawn again a moment later).
    await screen.findByText(/took too long to answer/);
    expect(screen.getByLabelText('Zip code')).toHaveValue('10001');
    await user.click(screen.getByRole('button', { name: 'Check my area' }));
    await waitFor(() => expect(view.url()).toBe('/SuccessZipCodePage?zipCode=10001'));
  });

  it('marks the button busy while checking and ignores a second submit', async () => {
    const user = setupUser();
    let release: (answer: CoverageAnswer) => void = () => {};
    const check = vi.fn(() => new Promise<CoverageAnswer>((resolve) => (release = resolve)));
    renderFlow('/ZipCodePage', { actors: { checkCoverage: coverage(check) } });
    await user.type(await screen.findByLabelText('Zip code'), '10001');
    await user.click(screen.getByRole('button', { name: 'Check my area' }));
    const busy = screen.getByRole('button', { name: 'Checking…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    expect(check).toHaveBeenCalledTimes(1);
    release({ zipCode: '10001', state: 'NY', served: true });
    await screen.findByRole('heading', { level: 1, name: /Congratulations/ });
  });
});

describe('the sorry page', () => {
  async function onSorryPage(join: (entry: WaitlistEntry) => Promise<void> = async () => {}) {
    const user = setupUser();
    const view = renderFlow('/ZipCodePage', {
      actors: {
        checkCoverage: coverage((zipCode) => ({ zipCode, state: 'AK', served: false })),
        joinWaitlist: fromPromise<void, WaitlistEntry>(({ input }) => join(input)),
      },
    });
    await user.type(await screen.findByLabelText('Zip code'), '99501');
    await user.click(screen.getByRole('button', { name: 'Check my area' }));
    await screen.findByRole('heading', { name: 'Sorry, we do not provide service in Alaska yet' });
    return { user, view };
  }

  it('names the state in the heading and the URL', async () => {
    const { view } = await onSorryPage();
    await waitFor(() => expect(view.url()).toBe('/SorryZipCodePage?state=AK'));
  });

  it('names the zip code when no state holds it', async () => {
    const user = setupUser();
    const view = renderFlow('/ZipCodePage', {
      actors: { checkCoverage: coverage((zipCode) => ({ zipCode, state: null, served: false })) },
    });
    await user.type(await screen.findByLabelText('Zip code'), '00000');
    await user.click(screen.getByRole('button', { name: 'Check my area' }));
    await screen.findByRole('heading', { name: 'Sorry, we could not find zip code 00000' });
    await waitFor(() => expect(view.url()).toBe('/SorryZipCodePage?zipCode=00000'));
  });

  it('checks the e-mail and the phone number (A §5, D9)', async () => {
    const join = vi.fn(async () => {});
    const { user } = await onSorryPage(join);
    await user.type(screen.getByLabelText('E-mail address'), 'not-an-email');
    await user.type(screen.getByLabelText('Phone number'), '555-123-456x');
    expect(screen.getByLabelText('Phone number')).toHaveValue('555-123-456');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const summary = screen.getByRole('alert');
    expect(summaryBox(summary)).toHaveFocus();
    expect(summary).toHaveTextContent('Enter an e-mail address like name@example.com');
    expect(summary).toHaveTextContent('Enter a phone number with 10 digits, like 5551234567');
    expect(join).not.toHaveBeenCalled();
  });

  it('sends valid details and goes home', async () => {
    const join = vi.fn(async () => {});
    const { user, view } = await onSorryPage(join);
    await user.type(screen.getByLabelText('E-mail address'), ' ana@example.com ');
    await user.type(screen.getByLabelText('Phone number'), '+1 (555) 123-4567');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(view.url()).toBe('/'));
    expect(join).toHaveBeenCalledWith({
      email: 'ana@example.com',
      phone: '15551234567',
      zipCode: '99501',
      state: 'AK',
    });
  });

  it('keeps what was typed and says why when sending fails', async () => {
    const { user, view } = await onSorryPage(async () => {
      throw Object.assign(new Error('Service unavailable'), { kind: 'rejected' });
    });
    await user.type(screen.getByLabelText('E-mail address'), 'ana@example.com');
    await user.type(screen.getByLabelText('Phone number'), '5551234567');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Service unavailable');
    expect(screen.getByLabelText('E-mail address')).toHaveValue('ana@example.com');
    await waitFor(() => expect(view.url()).toBe('/SorryZipCodePage?state=AK'));
  });

  it('goes back to the zip page', async () => {
    const { user, view } = await onSorryPage();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(view.url()).toBe('/ZipCodePage'));
  });
});

describe('typed URLs', () => {
  it('sends a deep link to step 1 without a zip code to the zip page (D10)', async () => {
    const view = renderFlow('/PersonalInfoPage?profileStep=1');
    await waitFor(() => expect(view.url()).toBe('/ZipCodePage'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Check if we serve your area',
    );
  });

  it('checks the zip of a typed success URL', async () => {
    const check = vi.fn((zipCode: string) => ({ zipCode, state: 'TX', served: true }));
    const view = renderFlow('/SuccessZipCodePage?zipCode=73301', {
      actors: { checkCoverage: coverage(check) },
    });
    await waitFor(() => expect(view.url()).toBe('/SuccessZipCodePage?zipCode=73301'));
    expect(check).toHaveBeenCalledWith('73301');
    expect(screen.getByText('73301')).toBeInTheDocument();
  });

  it('shows the Spanish page when Spanish is chosen', async () => {
    renderFlow('/ZipCodePage', {}, { locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent(
      'Check if we serve your area',
    );
  });
});
