import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { CoverageAnswer } from '../../../../machines/flow-types';
import type { ProfileId } from '../../../../profiles/schema';
import { summaryBox } from '../../../error-summary-focus';
import { answersUnder, atStep } from '../../../support/application-fixture';
import { flowUnder, renderStep } from '../../../support/profile-flow';
import { settingsModule } from '../../../support/settings-module';

// Step 2 under Lifeline (issue 37): a second line for the home and the mailing address, a
// Puerto Rico home's urbanization (D52), and a home state the carrier does not serve said on
// the step itself, with D49's links (D58). The ACP's step stays A §5's.

afterEach(() => vi.doUnmock('virtual:carrier-settings'));

beforeAll(async () => {
  await flowUnder('lifeline');
  vi.doUnmock('virtual:carrier-settings');
}, 120_000);

const served = { zipCode: '10001', coverage: { zipCode: '10001', state: 'NY', served: true } };

/** Step 2 with its answer given before (the applicant is back on it), `served` the provider's say. */
async function onContact(
  program: ProfileId,
  locale: 'en' | 'es' = 'en',
  serves: (state: string) => boolean = () => true,
) {
  const rules = settingsModule(program).programRules;
  const data = atStep('contactInfo');
  const answers = answersUnder(rules, {
    ...data.answers,
    contactInfo: answersUnder(rules).contactInfo,
  });
  const asked: string[] = [];
  const checkCoverage = fromPromise<CoverageAnswer, { zipCode: string; state?: string }>(
    async ({ input }) => {
      asked.push(input.state ?? '');
      return {
        zipCode: input.zipCode,
        state: input.state ?? '',
        served: serves(input.state ?? ''),
      };
    },
  );
  const step = await renderStep(
    program,
    '/ContactInfoPage?profileStep=2',
    { application: 'contactInfo' },
    { ...served, application: { ...data, answers } },
    locale,
    { checkCoverage },
  );
  return { ...step, asked };
}

const continueButton = () => screen.getByRole('button', { name: /^(Continue|Continuar)$/ });

describe('second lines and the urbanization (D52)', { timeout: 30_000 }, () => {
  it('asks a second line for the home and the mailing address, each with its autofill token', async () => {
    await onContact('lifeline');
    const home = screen.getByLabelText('Apartment, unit or floor (if any)');
    expect(home).toHaveAttribute('autocomplete', 'section-home address-line2');
    expect(home).toHaveValue('Apt 4B');
    expect(screen.getByLabelText('Mailing apartment, unit or floor (if any)')).toHaveAttribute(
      'autocomplete',
      'section-mailing address-line2',
    );
  });

  it('asks a Puerto Rico home its urbanization, optional, and keeps it', async () => {
    const { user, view } = await onContact('lifeline');
    expect(screen.queryByLabelText(/Urbanization/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('State'), 'PR');
    await user.clear(screen.getByLabelText('Zip code'));
    await user.type(screen.getByLabelText('Zip code'), '00926');
    const urbanization = screen.getByLabelText('Urbanization (Urb.), if your address has one');
    expect(urbanization).toHaveAccessibleDescription(/Urb\. Las Gladiolas/);
    await user.type(urbanization, 'Urb. Las Gladiolas');
    await user.click(continueButton());
    await waitFor(() =>
      expect(view.actor.getSnapshot().matches({ application: 'household' })).toBe(true),
    );
    expect(view.actor.getSnapshot().context.application.answers.contactInfo).toMatchObject({
      state: 'PR',
      urbanization: 'Urb. Las Gladiolas',
      address2: 'Apt 4B',
    });
  });

  it('refuses a P.O. box as the home’s second line, in the summary with the others', async () => {
    const { user } = await onContact('lifeline');
    const line = screen.getByLabelText('Apartment, unit or floor (if any)');
    await user.clear(line);
    await user.type(line, 'PO Box 12');
    await user.click(continueButton());
    expect(summaryBox(screen.getByRole('alert'))).toHaveFocus();
    expect(
      within(screen.getByRole('alert'))
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [
        'Your home address cannot be a P.O. box. Give your apartment, unit or floor here, or leave it empty.',
        '#address2',
      ],
    ]);
  });

  it('asks none of them under the ACP', async () => {
    await onContact('acp');
    expect(screen.queryByLabelText(/apartment, unit or floor/i)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Urbanization/)).not.toBeInTheDocument();
  });
});

describe('a home state the carrier does not serve (D58)', { timeout: 30_000 }, () => {
  const toSamoa = async (user: Awaited<ReturnType<typeof onContact>>['user']) => {
    await user.selectOptions(screen.getByLabelText('State'), 'AS');
    await user.clear(screen.getByLabelText('Zip code'));
    await user.type(screen.getByLabelText('Zip code'), '96799');
  };

  it('is said on step 2 with where else to turn, the answers typed still there, no later step open', async () => {
    const { user, view, asked } = await onContact('lifeline', 'en', (state) => state !== 'AS');
    await toSamoa(user);
    await user.click(continueButton());
    const notice = await screen.findByRole('region', {
      name: 'We do not serve American Samoa yet',
    });
    expect(notice).toHaveFocus();
    expect(within(notice).getByRole('alert')).toHaveTextContent(
      'If you live somewhere else, correct your home address below.',
    );
    expect(
      within(notice)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      'https://www.lifelinesupport.org/companies-near-me/',
      'https://www.checklifeline.org/lifeline',
    ]);
    expect(asked).toEqual(['AS']);
    expect(view.actor.getSnapshot().matches({ application: 'contactInfo' })).toBe(true);
    expect(screen.getByLabelText('State')).toHaveValue('AS');
    expect(screen.getByLabelText('Street address')).toHaveValue('1420 Calle del Sol SW');

    // A served state: the notice goes and the application goes on.
    await user.selectOptions(screen.getByLabelText('State'), 'NM');
    await user.clear(screen.getByLabelText('Zip code'));
    await user.type(screen.getByLabelText('Zip code'), '87105');
    await user.click(continueButton());
    await waitFor(() =>
      expect(view.actor.getSnapshot().matches({ application: 'household' })).toBe(true),
    );
    expect(asked).toEqual(['AS', 'NM']);
  });

  it('says so in Spanish', async () => {
    const { user } = await onContact('lifeline', 'es', (state) => state !== 'AS');
    await user.selectOptions(screen.getByLabelText('Estado'), 'AS');
    await user.clear(screen.getByLabelText('Código postal'));
    await user.type(screen.getByLabelText('Código postal'), '96799');
    await user.click(continueButton());
    const notice = await screen.findByRole('region', { name: /Samoa Americana/ });
    expect(notice).toHaveTextContent(/Todavía no ofrecemos servicio en Samoa Americana/);
    expect(notice).toHaveTextContent(/Otras formas de obtener Lifeline/);
  });

  it('says a check that got no answer, and lets Continue ask again', async () => {
    const rules = settingsModule('lifeline').programRules;
    const data = atStep('contactInfo');
    let tries = 0;
    const checkCoverage = fromPromise<CoverageAnswer, { zipCode: string; state?: string }>(
      async ({ input }) => {
        tries += 1;
        if (tries === 1) throw { kind: 'network' };
        return { zipCode: input.zipCode, state: input.state ?? '', served: true };
      },
    );
    const { user, view } = await renderStep(
      'lifeline',
      '/ContactInfoPage?profileStep=2',
      { application: 'contactInfo' },
      {
        ...served,
        application: {
          ...data,
          answers: answersUnder(rules, {
            ...data.answers,
            contactInfo: answersUnder(rules).contactInfo,
          }),
        },
      },
      'en',
      { checkCoverage },
    );
    await user.click(continueButton());
    await waitFor(() => expect(tries).toBe(1));
    // The failure's eager line shows first, then the lazy guidance (its own chunk and catalog)
    // draws the same words in a new element: the one found may be gone a moment later, so the
    // words are asked for again until they stand.
    await waitFor(
      () => expect(screen.getAllByText(/We could not reach the server/)[0]).toBeInTheDocument(),
      { timeout: 20_000 },
    );
    await user.click(continueButton());
    await waitFor(() =>
      expect(view.actor.getSnapshot().matches({ application: 'household' })).toBe(true),
    );
  });
});
