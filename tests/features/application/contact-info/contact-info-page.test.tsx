import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ContactInfo } from '../../../../machines/flow-types';
import { summaryBox } from '../../../error-summary-focus';
import { renderFlow } from '../../../render-flow';
import { atStep } from '../../../support/application-fixture';
import { setupUser } from '../../../support/user';

function onStep2(contact: ContactInfo | null = null) {
  const view = renderFlow(
    '/ContactInfoPage?profileStep=2',
    {},
    {
      state: {
        value: { application: 'contactInfo' },
        context: {
          zipCode: '10001',
          coverage: { zipCode: '10001', state: 'NY', served: true },
          application: atStep('contactInfo', contact),
        },
      },
    },
  );
  return { user: setupUser(), view };
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const sameAddressBox = () =>
  screen.getByRole('checkbox', { name: 'My mailing address is the same as my home address' });

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Phone number'), '5551234567');
  await user.type(screen.getByLabelText('E-mail address'), 'ana@example.com');
  await user.click(screen.getByRole('checkbox', { name: /about my application and my service/ }));
  await user.type(screen.getByLabelText('Street address'), '1 Main St');
  await user.type(screen.getByLabelText('City'), 'New York');
}

describe('step 2, contact information', () => {
  it('prefills the home zip code and state from the coverage check', () => {
    onStep2();
    expect(screen.getByLabelText('Zip code')).toHaveValue('10001');
    expect(screen.getByLabelText('State')).toHaveValue('NY');
    expect(sameAddressBox()).toBeChecked();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/PersonalInfoPage?profileStep=1',
    );
  });

  it('shows every message at once, inline and in a focused summary (D23)', async () => {
    const { user, view } = onStep2();
    await user.clear(screen.getByLabelText('Zip code'));
    await user.selectOptions(screen.getByLabelText('State'), '');
    await user.click(continueButton());

    const summary = screen.getByRole('alert');
    expect(summaryBox(summary)).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Enter your phone number', '#contactPhoneNumber'],
      ['Enter your e-mail address', '#contactEmail'],
      ['Check the box to agree that we may contact you about your application', '#consent'],
      ['Enter your street address', '#address'],
      ['Enter your city', '#city'],
      ['Choose your state', '#state'],
      ['Enter your zip code', '#zipCode'],
    ]);
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      /Enter your phone number/,
    );
    expect(view.actor.getSnapshot().matches({ application: 'contactInfo' })).toBe(true);
  });

  it('says when the phone, e-mail and address are malformed', async () => {
    const { user } = onStep2();
    await user.type(screen.getByLabelText('Phone number'), '555-123-456');
    expect(screen.getByLabelText('Phone number')).toHaveValue('555123456');
    await user.type(screen.getByLabelText('E-mail address'), 'ana@example');
    await user.type(screen.getByLabelText('Street address'), 'A');
    await user.click(continueButton());
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('Enter a phone number with 10 digits, like 5551234567');
    expect(summary).toHaveTextContent('Enter an e-mail address like name@example.com');
    expect(summary).toHaveTextContent('Street address must be 2 characters or more');
  });

  it('takes a pasted phone number with its punctuation and country code', async () => {
    const { user } = onStep2();
    await user.click(screen.getByLabelText('Phone number'));
    await user.paste('+1 (555) 123-4567');
    expect(screen.getByLabelText('Phone number')).toHaveValue('5551234567');
  });

  it('asks for marketing calls and texts apart, optional and unticked, with B §5’s text (D31)', () => {
    onStep2();
    const contact = screen.getByRole('checkbox', { name: /about my application and my service/ });
    expect(contact).not.toHaveAccessibleName(/automated/);
    const marketing = screen.getByRole('checkbox', { name: /^Optional: .*automated calls/ });
    expect(marketing).not.toBeChecked();
    expect(marketing).toHaveAccessibleName(/Message and data rates may apply/);
    expect(marketing).toHaveAccessibleName(/Text STOP to end/);
    expect(marketing).toHaveAccessibleName(/You do not need to agree to this to apply/);
  });

  it('sends the home address as the mailing address while the box is ticked', async () => {
    const { user, view } = onStep2();
    expect(screen.queryByLabelText('Mailing street address')).not.toBeInTheDocument();
    await fillContact(user);
    await user.click(continueButton());

    await waitFor(() =>
      expect(view.actor.getSnapshot().matches({ application: 'household' })).toBe(true),
    );
    expect(view.actor.getSnapshot().context.application.answers.contactInfo).toEqual({
      contactPhoneNumber: '5551234567',
      contactEmail: 'ana@example.com',
      consent: true,
      marketingConsent: false,
      address: '1 Main St',
      city: 'New York',
      state: 'NY',
      zipCode: '10001',
      mailingSameAsHome: true,
      contactAddress: '1 Main St',
      contactCity: 'New York',
      contactState: 'NY',
      contactZipCode: '10001',
    });
    await waitFor(() => expect(view.url()).toBe('/HouseholdInformationPage?profileStep=3'));
  });

  it('asks for a mailing address only when the box is unticked, and requires all of it', async () => {
    const { user, view } = onStep2();
    await fillContact(user);
    await user.click(sameAddressBox());
    const mailing = screen.getByRole('group', { name: 'Mailing address' });
    expect(within(mailing).getByLabelText('Mailing street address')).toHaveValue('');
    await user.click(continueButton());
    const summary = screen.getByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Enter the street address of your mailing address', '#contactAddress'],
      ['Enter the city of your mailing address', '#contactCity'],
      ['Choose the state of your mailing address', '#contactState'],
      ['Enter the zip code of your mailing address', '#contactZipCode'],
    ]);

    await user.type(screen.getByLabelText('Mailing street address'), 'PO Box 12');
    await user.type(screen.getByLabelText('Mailing city'), 'Albany');
    await user.selectOptions(screen.getByLabelText('Mailing state'), 'NY');
    await user.type(screen.getByLabelText('Mailing zip code'), '122');
    await user.click(continueButton());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter a 5-digit zip code for your mailing address',
    );

    await user.type(screen.getByLabelText('Mailing zip code'), '01');
    await user.click(continueButton());
    await waitFor(() =>
      expect(view.actor.getSnapshot().matches({ application: 'household' })).toBe(true),
    );
    expect(view.actor.getSnapshot().context.application.answers.contactInfo).toMatchObject({
      address: '1 Main St',
      mailingSameAsHome: false,
      contactAddress: 'PO Box 12',
      contactCity: 'Albany',
      contactState: 'NY',
      contactZipCode: '12201',
    });
  });

  it('hides the mailing fields again when the box is ticked again', async () => {
    const { user } = onStep2();
    await user.click(sameAddressBox());
    expect(screen.getByLabelText('Mailing city')).toBeInTheDocument();
    await user.click(sameAddressBox());
    expect(screen.queryByLabelText('Mailing city')).not.toBeInTheDocument();
  });

  it('shows the earlier answers, with a different mailing address', () => {
    onStep2({
      contactPhoneNumber: '5551234567',
      contactEmail: 'ana@example.com',
      consent: true,
      marketingConsent: false,
      address: '1 Main St',
      city: 'New York',
      state: 'NY',
      zipCode: '10002',
      mailingSameAsHome: false,
      contactAddress: 'PO Box 12',
      contactCity: 'Albany',
      contactState: 'NY',
      contactZipCode: '12201',
    });
    expect(screen.getByLabelText('Phone number')).toHaveValue('5551234567');
    expect(
      screen.getByRole('checkbox', { name: /about my application and my service/ }),
    ).toBeChecked();
    expect(screen.getByLabelText('Zip code')).toHaveValue('10002');
    expect(sameAddressBox()).not.toBeChecked();
    expect(screen.getByLabelText('Mailing street address')).toHaveValue('PO Box 12');
    expect(screen.getByLabelText('Mailing zip code')).toHaveValue('12201');
  });
});
