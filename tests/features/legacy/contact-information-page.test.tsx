import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { summaryBox } from '../../error-summary-focus';
import { contact, homeAddress, onLegacyPage } from './first-pages-fixture';

const nextButton = () => screen.getByRole('button', { name: 'Next' });
const onPage2 = (answer = contact) =>
  onLegacyPage('contactInformation', {
    homeAddress,
    contact: answer === contact ? null : answer,
  });

describe('the short form, page 2: contact information', () => {
  it('asks for an e-mail address, and a phone number only optionally', () => {
    onPage2();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('How can we contact you?');
    expect(screen.getByText('Page 2 of 7')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('autocomplete', 'email');
    const phone = screen.getByLabelText('Phone number (optional)');
    expect(phone).toHaveAttribute('autocomplete', 'tel-national');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/HomeAdressPage');
  });

  it('reads the consent text of B §5 with the phone field', () => {
    onPage2();
    expect(screen.getByLabelText('Phone number (optional)')).toHaveAccessibleDescription(
      /10 digits.*automated voice or text messages.*Message and data rates may apply\. Text STOP to end\./,
    );
  });

  it('asks for the e-mail address in a focused summary', async () => {
    const { user, view } = onPage2();
    await user.click(nextButton());
    const summary = screen.getByRole('alert');
    expect(summaryBox(summary)).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Enter your e-mail address']);
    expect(view.actor.getSnapshot().matches({ legacy: 'contactInformation' })).toBe(true);
  });

  it('shows every message at once for a wrong e-mail and phone (D23)', async () => {
    const { user } = onPage2();
    await user.type(screen.getByLabelText('E-mail address'), 'rosa@example');
    await user.type(screen.getByLabelText('Phone number (optional)'), '505-555-01');
    await user.click(nextButton());
    expect(
      within(screen.getByRole('alert'))
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Enter an e-mail address like name@example.com', '#contactEmail'],
      [
        'Enter a phone number with 10 digits, like 5551234567, or leave it empty',
        '#contactPhoneNumber',
      ],
    ]);
    expect(screen.getByLabelText('Phone number (optional)')).toHaveAccessibleDescription(
      /Enter a phone number with 10 digits/,
    );
  });

  it('keeps only the digits of a phone typed with formatting or a country code (D9)', async () => {
    const { user, view } = onPage2();
    await user.type(screen.getByLabelText('E-mail address'), ' rosa.martinez@example.com ');
    await user.type(screen.getByLabelText('Phone number (optional)'), '+1 (505) 555-0142');
    await user.click(nextButton());

    await waitFor(() =>
      expect(view.actor.getSnapshot().matches({ legacy: 'question' })).toBe(true),
    );
    expect(view.actor.getSnapshot().context.legacy.contact).toEqual(contact);
    await screen.findByRole('heading', { level: 1, name: 'Benefits and Social Security number' });
    await waitFor(() => expect(view.url()).toBe('/QuestionPage'));
  });

  it('goes on without a phone number', async () => {
    const { user, view } = onPage2();
    await user.type(screen.getByLabelText('E-mail address'), 'rosa.martinez@example.com');
    await user.click(nextButton());
    await waitFor(() =>
      expect(view.actor.getSnapshot().context.legacy.contact).toEqual({
        contactEmail: 'rosa.martinez@example.com',
        contactPhoneNumber: '',
      }),
    );
  });

  it('shows the earlier answer when the page is opened again', () => {
    onPage2({ contactEmail: 'ana@example.com', contactPhoneNumber: '5551234567' });
    expect(screen.getByLabelText('E-mail address')).toHaveValue('ana@example.com');
    expect(screen.getByLabelText('Phone number (optional)')).toHaveValue('5551234567');
  });

  it('goes back to the home address page with Back', async () => {
    const { user, view } = onPage2();
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await waitFor(() =>
      expect(view.actor.getSnapshot().matches({ legacy: 'homeAddress' })).toBe(true),
    );
    expect(screen.getByLabelText('Street address')).toHaveValue(homeAddress.address);
  });
});
