import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { summaryBox } from '../../error-summary-focus';
import { setupUser } from '../../support/user';
import { renderSample } from './render-sample';

const GOOD_PASSWORD = 'correct horse battery';

function summaryMessages() {
  const summary = screen.getByRole('alert', { name: 'There is a problem' });
  return within(summary)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('RegistrationPage', () => {
  it('says plainly that no account is stored and nothing is sent', () => {
    renderSample('/RegistrationPage');
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    expect(screen.getByText(/No account is stored by this site/)).toBeVisible();
    expect(screen.getByText(/it is not sent anywhere and not kept/)).toBeVisible();
  });

  it('states the password rule in the hint', () => {
    renderSample('/RegistrationPage');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleDescription(/At least 12 characters/);
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('autocomplete', 'email');
  });

  it('shows every problem at once, inline and in the focused summary', async () => {
    const user = setupUser();
    const view = renderSample('/RegistrationPage');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(summaryMessages()).toEqual([
      'Enter your e-mail address',
      'Enter a password',
      'Enter your password again',
    ]);
    expect(summaryBox(screen.getByRole('alert', { name: 'There is a problem' }))).toHaveFocus();
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription(
      /Enter your e-mail address/,
    );
    expect(view.url()).toBe('/RegistrationPage');
  });

  it('rejects a malformed e-mail and a short password', async () => {
    const user = setupUser();
    const view = renderSample('/RegistrationPage');
    await user.type(screen.getByLabelText('E-mail address'), 'ana@example');
    await user.type(screen.getByLabelText('Password'), 'elevenchars');
    await user.type(screen.getByLabelText('Confirm password'), 'elevenchars');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(summaryMessages()).toEqual([
      'Enter an e-mail address like name@example.com',
      'Password must be at least 12 characters',
    ]);
    expect(view.url()).toBe('/RegistrationPage');
  });

  it('reports a confirmation that does not match, together with other problems', async () => {
    const user = setupUser();
    const view = renderSample('/RegistrationPage');
    await user.type(screen.getByLabelText('Password'), GOOD_PASSWORD);
    await user.type(screen.getByLabelText('Confirm password'), `${GOOD_PASSWORD}!`);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(summaryMessages()).toEqual([
      'Enter your e-mail address',
      'The two passwords do not match: type the same password again',
    ]);
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      /The two passwords do not match: type the same password again/,
    );
    expect(view.url()).toBe('/RegistrationPage');
  });

  it('goes on to the shipping details when all is well, storing nothing', async () => {
    const user = setupUser();
    const view = renderSample('/RegistrationPage');
    await user.type(screen.getByLabelText('E-mail address'), ' ana.lopez@example.com ');
    await user.type(screen.getByLabelText('Password'), GOOD_PASSWORD);
    await user.type(screen.getByLabelText('Confirm password'), GOOD_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(view.url()).toBe('/ShippigDetailsPage');
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.length).toBe(0);
    expect(document.cookie).toBe('');
  });

  it('shows and hides both passwords with a toggle button', async () => {
    const user = setupUser();
    renderSample('/RegistrationPage');
    const toggle = screen.getByRole('button', { name: 'Show passwords' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'text');

    await user.click(toggle);
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'password');
  });

  it('goes back to the home page', async () => {
    const user = setupUser();
    const view = renderSample('/RegistrationPage');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(view.url()).toBe('/');
  });
});
