import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flatAnswers } from '../../../../machines/flat-answers';
import type { ApplicationData } from '../../../../machines/flow-types';
import { summaryBox } from '../../../error-summary-focus';
import { renderFlow } from '../../../render-flow';
import {
  afterReload,
  application,
  FIXTURE_SSN4,
  FIXTURE_TRIBAL_ID,
  tribalApplication,
} from '../../../support/application-fixture';
import { setupUser } from '../../../support/user';

const VERIFY_URL = '/VerifyPage?profileStep=6';

function onVerifyPage(data: ApplicationData = application, locale: 'en' | 'es' = 'en') {
  const user = setupUser();
  const view = renderFlow(
    VERIFY_URL,
    {},
    {
      state: {
        value: { application: 'verify' },
        context: { zipCode: '87105', application: data },
      },
      locale,
    },
  );
  return { user, view };
}

describe('the review after an answer changed since the check (D51)', () => {
  it('says so, and marks each row whose answer changed', async () => {
    const checked = application.answers;
    const contact = checked.contactInfo as NonNullable<typeof checked.contactInfo>;
    const changed: ApplicationData = {
      ...application,
      checked,
      answers: { ...checked, contactInfo: { ...contact, contactPhoneNumber: '5055550199' } },
    };
    onVerifyPage(changed);
    await screen.findByRole('heading', { level: 1, name: 'Check your answers' });
    expect(
      screen.getByText(/You changed some answers after we checked if you qualify/),
    ).toBeInTheDocument();
    const rows = screen.getAllByText('Changed since we checked');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.closest('dd')).toHaveTextContent('(505) 555-0199');
  });

  it('says so in Spanish', async () => {
    const checked = application.answers;
    const household = checked.household as NonNullable<typeof checked.household>;
    onVerifyPage(
      { ...application, checked, answers: { ...checked, household: { ...household, MK1: 'AB' } } },
      'es',
    );
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText(/Usted cambió algunas respuestas/)).toBeInTheDocument();
    expect(screen.getAllByText('Cambiada desde que comprobamos')).toHaveLength(1);
  });

  it('marks nothing when the answers are those the check was sent with', async () => {
    onVerifyPage({ ...application, checked: application.answers });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Changed since we checked')).not.toBeInTheDocument();
    expect(screen.queryByText(/You changed some answers/)).not.toBeInTheDocument();
  });
});

describe('the review page (step 6)', () => {
  it('shows every answer in a summary list', async () => {
    onVerifyPage();
    await screen.findByRole('heading', { level: 1, name: 'Check your answers' });
    const personal = screen.getByRole('region', { name: 'Your details' });
    expect(within(personal).getByText('Rosa Martinez-Luna')).toBeInTheDocument();
    expect(within(personal).getByText('March 9, 1984')).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Contact details' });
    expect(within(contact).getByText('(505) 555-0142')).toBeInTheDocument();
    expect(within(contact).getByText('rosa.martinez@example.com')).toBeInTheDocument();
    expect(within(contact).getByText(/PO Box 2231/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Qualification' })).getByText(
        'Housing Choice Voucher program',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/TribalStatusPage?profileStep=5',
    );
  });

  it('never shows the SSN digits or the tribal number', async () => {
    const { view } = onVerifyPage(tribalApplication);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Given (hidden for your privacy)')).toBeInTheDocument();
    expect(view.container.innerHTML).not.toContain(FIXTURE_SSN4);
    expect(view.container.innerHTML).not.toContain(FIXTURE_TRIBAL_ID);
    expect(document.title).not.toContain(FIXTURE_SSN4);
  });

  it('asks for nothing secret while both secrets are kept (D14)', async () => {
    onVerifyPage();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it.each([
    ['Edit name', '/PersonalInfoPage?profileStep=1'],
    ['Edit last 4 digits of your Social Security number', '/PersonalInfoPage?profileStep=1'],
    ['Edit mailing address', '/ContactInfoPage?profileStep=2'],
    ['Edit whether you live with another adult', '/HouseholdInformationPage?profileStep=3'],
    ['Edit how you qualify', '/QualificationPage?profileStep=4'],
    ['Edit tribal status', '/TribalStatusPage?profileStep=5'],
  ])('“%s” opens %s', async (name, url) => {
    const { user, view } = onVerifyPage();
    await user.click(await screen.findByRole('button', { name }));
    await waitFor(() => expect(view.url()).toBe(url));
    expect(view.actor.getSnapshot().matches({ application: 'verify' })).toBe(false);
  });

  it('requires the consent box', async () => {
    const { user, view } = onVerifyPage();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const summary = screen.getByRole('alert');
    expect(summaryBox(summary)).toHaveFocus();
    expect(summary).toHaveTextContent(
      'Check the box to confirm that your information is true and may be checked with the National Verifier',
    );
    expect(
      screen.getByRole('checkbox', { name: /agree to it being checked/ }),
    ).toHaveAccessibleDescription(/Check the box to confirm that your information is true/);
    expect(view.actor.getSnapshot().matches({ application: 'verify' })).toBe(true);
  });

  it('goes on to the agreement once the box is ticked', async () => {
    const { user, view } = onVerifyPage();
    await user.click(
      await screen.findByRole('checkbox', {
        name: 'The information I have given is true, and I agree to it being checked with the National Verifier.',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(view.url()).toBe('/AgreementPage?profileStep=7'));
    expect(view.actor.getSnapshot().context.application.reviewConsent).toBe(true);
  });

  it('after a reload, asks for the SSN digits again, saying why, and sends them (D14)', async () => {
    const { user, view } = onVerifyPage(afterReload(application));
    const field = await screen.findByRole('textbox', {
      name: 'Last 4 digits of your Social Security number',
    });
    expect(field).toHaveAccessibleDescription(/we never keep these digits/);
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('maxlength', '4');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('Enter the last 4 digits of your Social Security number');
    expect(summary).toHaveTextContent(
      'Check the box to confirm that your information is true and may be checked with the National Verifier',
    );

    await user.type(field, '48a21');
    expect(field).toHaveValue(FIXTURE_SSN4);
    await user.click(screen.getByRole('checkbox', { name: /agree to it being checked/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(view.url()).toBe('/AgreementPage?profileStep=7'));
    expect(flatAnswers(view.actor.getSnapshot().context.application.answers).ssn4).toBe(
      FIXTURE_SSN4,
    );
  });

  it('after a reload, asks a tribal applicant for the tribal number instead (D14)', async () => {
    const { user, view } = onVerifyPage(afterReload(tribalApplication));
    const field = await screen.findByRole('textbox', { name: 'Tribal number' });
    expect(screen.queryByRole('textbox', { name: /Social Security/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /agree to it being checked/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your Tribal number');

    await user.type(field, FIXTURE_TRIBAL_ID);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(view.url()).toBe('/AgreementPage?profileStep=7'));
    expect(flatAnswers(view.actor.getSnapshot().context.application.answers).tribalId).toBe(
      FIXTURE_TRIBAL_ID,
    );
  });

  it('writes the date of birth in Spanish for a Spanish reader', async () => {
    onVerifyPage(application, 'es');
    await screen.findByText('9 de marzo de 1984');
  });
});
