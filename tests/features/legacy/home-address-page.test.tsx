import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LegacyHomeAddress } from '../../../machines/flow-types';
import { summaryBox } from '../../error-summary-focus';
import { homeAddress, onLegacyPage, served } from './first-pages-fixture';

const nextButton = () => screen.getByRole('button', { name: 'Next' });
const differentBox = () =>
  screen.getByRole('checkbox', { name: 'My mailing address is different' });
const summaryLinks = () =>
  within(screen.getByRole('alert'))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the short form, page 1: home address', () => {
  it('starts with the zip code and state whose service was just checked', () => {
    onLegacyPage('homeAddress');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your home address');
    expect(screen.getByText('Page 1 of 7')).toBeInTheDocument();
    expect(screen.getByLabelText('Zip code')).toHaveValue('87105');
    expect(screen.getByLabelText('State')).toHaveValue('NM');
    expect(screen.getByLabelText('Street address')).toHaveAttribute(
      'autocomplete',
      'section-home address-line1',
    );
    expect(differentBox()).not.toBeChecked();
    expect(screen.queryByLabelText('Mailing street address')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Urbanization/)).not.toBeInTheDocument();
  });

  it('shows every message at once, inline and in a focused summary (D23, B §5)', async () => {
    const { user, view } = onLegacyPage('homeAddress');
    await user.selectOptions(screen.getByLabelText('State'), '');
    await user.clear(screen.getByLabelText('Zip code'));
    await user.click(nextButton());

    expect(summaryBox(screen.getByRole('alert'))).toHaveFocus();
    expect(summaryLinks()).toEqual([
      ['Enter your street address', '#address'],
      ['Enter your city', '#city'],
      ['Choose your state', '#state'],
      ['Enter your zip code', '#zipCode'],
    ]);
    expect(screen.getByLabelText('Zip code')).toHaveAccessibleDescription(/Enter your zip code/);
    expect(document.title).toMatch(/^Error: /);
    expect(view.actor.getSnapshot().matches({ legacy: 'homeAddress' })).toBe(true);
  });

  it('says a short zip code is invalid, and takes digits only', async () => {
    const { user } = onLegacyPage('homeAddress');
    const zip = screen.getByLabelText('Zip code');
    await user.clear(zip);
    await user.type(zip, '8a7-1');
    expect(zip).toHaveValue('871');
    await user.click(nextButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a 5-digit zip code');
  });

  it('sends the home address with empty mailing fields, and opens the contact page', async () => {
    const { user, view } = onLegacyPage('homeAddress');
    await user.type(screen.getByLabelText('Street address'), ' 1420 Calle del Sol SW ');
    await user.type(screen.getByLabelText('City'), 'Albuquerque');
    await user.click(nextButton());

    await waitFor(() =>
      expect(view.actor.getSnapshot().matches({ legacy: 'contactInformation' })).toBe(true),
    );
    expect(view.actor.getSnapshot().context.legacy.homeAddress).toEqual(homeAddress);
    await screen.findByRole('heading', { level: 1, name: 'How can we contact you?' });
    await waitFor(() => expect(view.url()).toBe('/ContactInformation'));
  });

  describe('a different mailing address', () => {
    it('shows the mailing fields only while the box is ticked', async () => {
      const { user } = onLegacyPage('homeAddress');
      await user.click(differentBox());
      expect(differentBox()).toHaveAttribute('aria-controls', 'mailing-group');
      const mailing = screen.getByRole('group', { name: 'Mailing address' });
      expect(within(mailing).getByLabelText('Mailing street address')).toHaveAttribute(
        'autocomplete',
        'section-mailing address-line1',
      );
      expect(within(mailing).getByLabelText('Mailing city')).toBeInTheDocument();
      expect(within(mailing).getByLabelText('Mailing state')).toHaveValue('');
      expect(within(mailing).getByLabelText('Mailing zip code')).toHaveValue('');

      await user.click(differentBox());
      expect(screen.queryByRole('group', { name: 'Mailing address' })).not.toBeInTheDocument();
      expect(differentBox()).not.toHaveAttribute('aria-controls');
    });

    it('requires its address, city, state and zip code when ticked (B §5)', async () => {
      const { user, view } = onLegacyPage('homeAddress');
      await user.type(screen.getByLabelText('Street address'), '1420 Calle del Sol SW');
      await user.type(screen.getByLabelText('City'), 'Albuquerque');
      await user.click(differentBox());
      await user.click(nextButton());

      expect(summaryLinks()).toEqual([
        ['Enter the street address of your mailing address', '#contactAddress'],
        ['Enter the city of your mailing address', '#contactCity'],
        ['Choose the state of your mailing address', '#contactState'],
        ['Enter your zip code', '#contactZipCode'],
      ]);
      expect(screen.getByLabelText('Mailing zip code')).toHaveAccessibleDescription(
        /Enter your zip code/,
      );
      expect(view.actor.getSnapshot().matches({ legacy: 'homeAddress' })).toBe(true);
    });

    it('sends the mailing address when ticked', async () => {
      const { user, view } = onLegacyPage('homeAddress');
      await user.type(screen.getByLabelText('Street address'), '1420 Calle del Sol SW');
      await user.type(screen.getByLabelText('City'), 'Albuquerque');
      await user.click(differentBox());
      await user.type(screen.getByLabelText('Mailing street address'), 'PO Box 2231');
      await user.type(screen.getByLabelText('Mailing city'), 'Santa Fe');
      await user.selectOptions(screen.getByLabelText('Mailing state'), 'NM');
      await user.type(screen.getByLabelText('Mailing zip code'), '87501');
      await user.click(nextButton());

      await waitFor(() =>
        expect(view.actor.getSnapshot().context.legacy.homeAddress).toEqual({
          ...homeAddress,
          mailingDiffers: true,
          contactAddress: 'PO Box 2231',
          contactCity: 'Santa Fe',
          contactState: 'NM',
          contactZipCode: '87501',
        }),
      );
    });

    it('drops what was typed in the mailing fields once the box is unticked again', async () => {
      const { user, view } = onLegacyPage('homeAddress');
      await user.type(screen.getByLabelText('Street address'), '1420 Calle del Sol SW');
      await user.type(screen.getByLabelText('City'), 'Albuquerque');
      await user.click(differentBox());
      await user.type(screen.getByLabelText('Mailing street address'), 'PO Box 2231');
      await user.click(differentBox());
      await user.click(nextButton());

      await waitFor(() =>
        expect(view.actor.getSnapshot().context.legacy.homeAddress).toEqual(homeAddress),
      );
    });
  });

  describe('Puerto Rico', () => {
    const inPuertoRico = {
      zipCode: '00926',
      coverage: { zipCode: '00926', state: 'PR', served: true },
    };

    it('asks for an optional urbanization, home and mailing, and sends it', async () => {
      const { user, view } = onLegacyPage('homeAddress', {}, inPuertoRico);
      await user.type(screen.getByLabelText('Street address'), '12 Calle Rosa');
      await user.type(screen.getByLabelText('City'), 'San Juan');
      const urbanization = screen.getByLabelText('Urbanization (optional)');
      expect(urbanization).toHaveAccessibleDescription(/Puerto Rico/);
      await user.type(urbanization, 'URB Las Gladiolas');
      await user.click(differentBox());
      expect(screen.queryByLabelText('Mailing urbanization (optional)')).not.toBeInTheDocument();
      await user.type(screen.getByLabelText('Mailing street address'), 'PO Box 9');
      await user.type(screen.getByLabelText('Mailing city'), 'San Juan');
      await user.selectOptions(screen.getByLabelText('Mailing state'), 'PR');
      await user.type(screen.getByLabelText('Mailing urbanization (optional)'), 'URB Sagrado');
      await user.type(screen.getByLabelText('Mailing zip code'), '00927');
      await user.click(nextButton());

      await waitFor(() =>
        expect(view.actor.getSnapshot().context.legacy.homeAddress).toMatchObject({
          state: 'PR',
          urbanizationCode: 'URB Las Gladiolas',
          contactState: 'PR',
          contactUrbCode: 'URB Sagrado',
        }),
      );
    });

    it('does not send an urbanization once the state is not Puerto Rico', async () => {
      const { user, view } = onLegacyPage('homeAddress', {}, inPuertoRico);
      await user.type(screen.getByLabelText('Street address'), '12 Calle Rosa');
      await user.type(screen.getByLabelText('City'), 'Miami');
      await user.type(screen.getByLabelText('Urbanization (optional)'), 'URB Las Gladiolas');
      await user.selectOptions(screen.getByLabelText('State'), 'FL');
      expect(screen.queryByLabelText('Urbanization (optional)')).not.toBeInTheDocument();
      await user.click(nextButton());

      await waitFor(() =>
        expect(view.actor.getSnapshot().context.legacy.homeAddress).toMatchObject({
          state: 'FL',
          urbanizationCode: '',
        }),
      );
    });
  });

  it('shows the earlier answer when the page is opened again', () => {
    const earlier: LegacyHomeAddress = {
      ...homeAddress,
      mailingDiffers: true,
      contactAddress: 'PO Box 2231',
      contactCity: 'Santa Fe',
      contactState: 'NM',
      contactZipCode: '87501',
    };
    onLegacyPage('homeAddress', { homeAddress: earlier }, { ...served, zipCode: '10001' });
    expect(screen.getByLabelText('Street address')).toHaveValue('1420 Calle del Sol SW');
    expect(screen.getByLabelText('Zip code')).toHaveValue('87105');
    expect(differentBox()).toBeChecked();
    expect(screen.getByLabelText('Mailing street address')).toHaveValue('PO Box 2231');
    expect(screen.getByLabelText('Mailing zip code')).toHaveValue('87501');
  });
});
