import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AddressFields } from '../../../src/shared/address/address-fields';
import { renderWithI18n } from '../../components/render-i18n';

function renderFields(locale: 'en' | 'es') {
  renderWithI18n(
    <AddressFields
      ids={{ address: 'address', city: 'city', state: 'state', zipCode: 'zip' }}
      labels={{ address: 'Street', city: 'City', state: 'State', zipCode: 'Zip' }}
      values={{ address: '', city: '', state: 'NY', zipCode: '' }}
      errors={{ address: undefined, city: undefined, state: undefined, zipCode: undefined }}
      onChange={() => undefined}
      autoCompleteSection="section-home"
    />,
    locale,
  );
  return screen.getByLabelText('State');
}

describe('the state select of an address (issue 16: state names in Spanish)', () => {
  it('names the states in Spanish for a Spanish reader, sending the USPS code', () => {
    const select = renderFields('es');
    expect(within(select).getByRole('option', { name: 'Nueva York' })).toHaveValue('NY');
    expect(within(select).getByRole('option', { name: 'Carolina del Norte' })).toHaveValue('NC');
    expect(within(select).getByRole('option', { name: 'Luisiana' })).toHaveValue('LA');
    expect(within(select).queryByRole('option', { name: 'New York' })).toBeNull();
    expect(select).toHaveValue('NY');
  });

  it('keeps the English names in English', () => {
    const select = renderFields('en');
    expect(within(select).getByRole('option', { name: 'New York' })).toHaveValue('NY');
  });
});
