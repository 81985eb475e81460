import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupUser } from '../../support/user';
import { renderSample } from './render-sample';

function summaryMessages() {
  const summary = screen.getByRole('alert', { name: 'There is a problem' });
  return within(summary)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Ana');
  await user.type(screen.getByLabelText('Last name'), 'Lopez');
  await user.type(screen.getByLabelText('Address line 1'), '12 Main Street');
  await user.type(screen.getByLabelText('City'), 'Albany');
  await user.selectOptions(screen.getByLabelText('State'), 'NY');
  await user.type(screen.getByLabelText('Zip code'), '12207');
}

describe('ShippingDetailsPage', () => {
  it('shows every missing field with A §5 messages, in page order', async () => {
    const user = setupUser();
    const view = renderSample('/ShippigDetailsPage');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(summaryMessages()).toEqual([
      'Enter your first name',
      'Enter your last name',
      'Enter the shipping address',
      'Enter the city to ship to',
      'Choose the state to ship to',
      'Enter the zip code to ship to',
    ]);
    expect(screen.getByLabelText('Address line 2 (optional)')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('State')).toHaveAccessibleDescription(
      /Choose the state to ship to/,
    );
    expect(view.url()).toBe('/ShippigDetailsPage');
  });

  it('treats spaces as empty, a one-character address as invalid and a short zip as wrong', async () => {
    const user = setupUser();
    const view = renderSample('/ShippigDetailsPage');
    await fillValid(user);
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), '   ');
    await user.clear(screen.getByLabelText('Address line 1'));
    await user.type(screen.getByLabelText('Address line 1'), 'A');
    await user.clear(screen.getByLabelText('Zip code'));
    await user.type(screen.getByLabelText('Zip code'), '1220');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(summaryMessages()).toEqual([
      'Enter your first name',
      'Shipping address must be 2 characters or more',
      'Enter a 5-digit zip code',
    ]);
    expect(view.url()).toBe('/ShippigDetailsPage');
  });

  it('keeps only five digits in the zip code', async () => {
    const user = setupUser();
    renderSample('/ShippigDetailsPage');
    const zip = screen.getByLabelText('Zip code');
    await user.type(zip, '1a2-2 0');
    expect(zip).toHaveValue('1220');
    await user.type(zip, '789');
    expect(zip).toHaveValue('12207');
  });

  it('offers the states and territories and names its shipping autocomplete tokens', () => {
    renderSample('/ShippigDetailsPage');
    const state = screen.getByLabelText('State');
    // The "Choose a state" placeholder and every entry of us-states.ts.
    expect(within(state).getAllByRole('option')).toHaveLength(60);
    expect(within(state).getByRole('option', { name: 'Puerto Rico' })).toBeInTheDocument();
    expect(state).toHaveAttribute('autocomplete', 'shipping address-level1');
    expect(screen.getByLabelText('First name')).toHaveAttribute(
      'autocomplete',
      'shipping given-name',
    );
    expect(screen.getByLabelText('Last name')).toHaveAttribute(
      'autocomplete',
      'shipping family-name',
    );
    expect(screen.getByLabelText('Address line 1')).toHaveAttribute(
      'autocomplete',
      'shipping address-line1',
    );
    expect(screen.getByLabelText('Address line 2 (optional)')).toHaveAttribute(
      'autocomplete',
      'shipping address-line2',
    );
    expect(screen.getByLabelText('City')).toHaveAttribute(
      'autocomplete',
      'shipping address-level2',
    );
    const zip = screen.getByLabelText('Zip code');
    expect(zip).toHaveAttribute('autocomplete', 'shipping postal-code');
    expect(zip).toHaveAttribute('inputmode', 'numeric');
    expect(zip).toHaveAttribute('maxlength', '5');
  });

  it('goes on to the verification code without address line 2', async () => {
    const user = setupUser();
    const view = renderSample('/ShippigDetailsPage');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(view.url()).toBe('/VerificationPage');
    expect(sessionStorage.length).toBe(0);
  });

  it('goes back to the registration page', async () => {
    const user = setupUser();
    const view = renderSample('/ShippigDetailsPage');
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(view.url()).toBe('/RegistrationPage');
  });
});
