import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import { sendContactMessage } from '../../../src/api/send-contact-message';
import { ToastOutlet } from '../../../src/app/toast-outlet';
import { env } from '../../../src/config/env';
import { ContactPage } from '../../../src/features/contact/contact-page';
import { summaryBox } from '../../error-summary-focus';
import { activateTestLocale } from '../../render-flow';
import { setupUser } from '../../support/user';

vi.mock('../../../src/api/send-contact-message', () => ({ sendContactMessage: vi.fn() }));

const send = vi.mocked(sendContactMessage);

function renderPage(locale: 'en' | 'es' = 'en') {
  activateTestLocale(locale);
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/ContactUsPage']}>
        <ContactPage />
        <ToastOutlet />
      </MemoryRouter>
    </I18nProvider>,
  );
  return setupUser();
}

const field = {
  firstName: () => screen.getByRole('textbox', { name: 'First name' }),
  lastName: () => screen.getByRole('textbox', { name: 'Last name' }),
  email: () => screen.getByRole('textbox', { name: 'E-mail address' }),
  phone: () => screen.getByRole('textbox', { name: /Phone number/ }),
  subject: () => screen.getByRole('combobox', { name: 'Subject' }),
  message: () => screen.getByRole('textbox', { name: 'Message' }),
};

const sendButton = () => screen.getByRole('button', { name: /^(Send|Sending…)$/ });

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field.firstName(), '  Ana ');
  await user.type(field.lastName(), 'Díaz');
  await user.type(field.email(), 'ana@example.com');
  await user.type(field.phone(), '(555) 123-4567');
  await user.selectOptions(field.subject(), 'My application status');
  await user.type(field.message(), 'When will I hear back?');
}

function expectFilled() {
  expect(field.firstName()).toHaveValue('  Ana ');
  expect(field.lastName()).toHaveValue('Díaz');
  expect(field.email()).toHaveValue('ana@example.com');
  expect(field.phone()).toHaveValue('(555) 123-4567');
  expect(field.subject()).toHaveValue('My application status');
  expect(field.message()).toHaveValue('When will I hear back?');
}

describe('the contact page', () => {
  beforeEach(() => {
    send.mockReset();
  });
  afterEach(() => {
    act(() => toast.remove());
  });

  it('shows only the first problem, inline and in the focused summary', async () => {
    const user = renderPage();
    await user.click(sendButton());
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summaryBox(summary)).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Enter your first name']);
    expect(field.firstName()).toHaveAccessibleDescription(/^Error: ?Enter your first name$/);
    expect(field.firstName()).toHaveAttribute('aria-invalid', 'true');
    expect(field.lastName()).not.toHaveAttribute('aria-invalid');
    expect(document.title).toBe('Error: Contact us – ACP Connect');
    expect(send).not.toHaveBeenCalled();

    // Fixed first name: the next send moves on to the next problem, and focuses again.
    await user.type(field.firstName(), 'Ana');
    expect(screen.queryByRole('alert', { name: 'There is a problem' })).toBeNull();
    await user.type(field.lastName(), 'Díaz');
    await user.type(field.email(), 'ana@example');
    await user.click(sendButton());
    const again = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summaryBox(again)).toHaveFocus();
    expect(within(again).getByRole('link')).toHaveTextContent(
      'Enter an e-mail address like name@example.com',
    );
    expect(screen.getAllByText('Enter an e-mail address like name@example.com')).toHaveLength(2);
  });

  it('keeps a message on screen while the field is still wrong', async () => {
    const user = renderPage();
    await user.type(field.firstName(), 'Ana');
    await user.type(field.lastName(), 'Díaz');
    await user.type(field.email(), 'ana@example.com');
    await user.type(field.phone(), '555');
    await user.click(sendButton());
    expect(field.phone()).toHaveAccessibleDescription(
      /^10 digits, for example 555 123 4567 Error: ?Enter a phone number with 10 digits, like 5551234567$/,
    );
    await user.type(field.phone(), '123');
    expect(field.phone()).toHaveAttribute('aria-invalid', 'true');
    await user.type(field.phone(), '4567');
    expect(field.phone()).not.toHaveAttribute('aria-invalid');
  });

  it('lets only phone characters into the phone field', async () => {
    const user = renderPage();
    await user.type(field.phone(), '+1 (555) abc.123-4567');
    expect(field.phone()).toHaveValue('+1 (555) 123-4567');
  });

  it('sends the trimmed fields, then clears them and says so', async () => {
    send.mockResolvedValue(undefined);
    const user = renderPage();
    await fillIn(user);
    await user.click(sendButton());
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({
      subject: 'My application status',
      name: 'Ana Díaz',
      email: 'ana@example.com',
      phone: '5551234567',
      message: 'When will I hear back?',
    });
    await screen.findByText('The message was sent successfully');
    for (const get of Object.values(field)) expect(get()).toHaveValue('');
    expect(screen.queryByRole('alert', { name: 'There is a problem' })).toBeNull();
  });

  it('shows the server’s message and keeps what was typed when sending fails', async () => {
    send.mockRejectedValue(new ApiError('rejected', { message: 'Channel archived' }));
    const user = renderPage();
    await fillIn(user);
    await user.click(sendButton());
    await screen.findByText('Channel archived');
    expectFilled();
    expect(sendButton()).toHaveTextContent('Send');
    expect(sendButton()).not.toHaveAttribute('aria-disabled');
  });

  it.each([
    ['a rejection with no message', new ApiError('rejected')],
    ['a time-out', new ApiError('timeout')],
    ['a lost connection', new ApiError('network')],
    ['an unexpected error', new Error('boom')],
  ])('falls back to the generic message for %s', async (_name, error) => {
    send.mockRejectedValue(error);
    const user = renderPage();
    await fillIn(user);
    await user.click(sendButton());
    await screen.findByText('Something went wrong, please try again later');
    expect(screen.queryByText(/^(rejected|timeout|network|boom)$/)).toBeNull();
    expectFilled();
  });

  it('ignores another send while the first is on its way', async () => {
    let finish: () => void = () => {};
    send.mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const user = renderPage();
    await fillIn(user);
    await user.click(sendButton());
    expect(sendButton()).toHaveTextContent('Sending…');
    expect(sendButton()).toHaveAttribute('aria-disabled', 'true');
    expect(sendButton()).toBeEnabled();
    await user.click(sendButton());
    await user.type(field.firstName(), '{Enter}');
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    await screen.findByText('The message was sent successfully');
    expect(sendButton()).toHaveTextContent('Send');
    expect(sendButton()).not.toHaveAttribute('aria-disabled');
  });

  it('gives the support e-mail, phone and hours beside the form', () => {
    renderPage();
    const support = screen.getByRole('complementary', { name: 'Other ways to reach us' });
    expect(within(support).getByRole('link', { name: env.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${env.supportEmail}`,
    );
    expect(within(support).getByRole('link', { name: env.supportPhone })).toHaveAttribute(
      'href',
      `tel:${env.supportPhone.replace(/[^\d+]/g, '')}`,
    );
    expect(support).toHaveTextContent('Monday to Friday, 8:00 to 20:00');
    expect(support).toHaveTextContent('Saturday, 10:00 to 19:00');
  });

  it('gives the support hours from the carrier settings in Spanish too', () => {
    renderPage('es');
    const support = screen.getByRole('complementary');
    expect(support).toHaveTextContent('De lunes a viernes, de 8:00 a 20:00');
    expect(support).toHaveTextContent('Sábados, de 10:00 a 19:00');
  });

  it('offers the five subjects', () => {
    renderPage();
    expect(
      within(field.subject())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose a subject',
      'Applying for the ACP',
      'My application status',
      'My service or device',
      'Transferring my benefit',
      'Something else',
    ]);
  });
});
