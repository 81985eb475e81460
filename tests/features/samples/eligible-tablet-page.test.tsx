import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupUser } from '../../support/user';
import { renderSample } from './render-sample';

describe('EligibleTabletPage', () => {
  it('describes the tablet in an accessible table, saying the model may vary', () => {
    renderSample('/EligibleTabletPage');
    const table = screen.getByRole('table', { name: 'Tablet characteristics' });
    const rows = within(table).getAllByRole('row');
    expect(
      rows.map((row) => [
        within(row).getByRole('rowheader').textContent,
        within(row).getByRole('cell').textContent,
      ]),
    ).toEqual([
      ['Screen size', '8 inches'],
      ['Connection', 'Wi-Fi and 4G LTE'],
      ['Cameras', 'Front and rear'],
      ['Operating system', 'Android'],
    ]);
    expect(screen.getByText(/typical characteristics; the exact model may vary/)).toBeVisible();
  });

  it('offers the tablet for a one-time co-pay of $10.01 and says what you pay', async () => {
    const user = setupUser();
    renderSample('/EligibleTabletPage');
    const tablet = screen.getByRole('checkbox', { name: 'Add a tablet for $10.01' });
    expect(tablet).not.toBeChecked();
    expect(screen.getByText('You pay nothing each month for the plan.')).toBeVisible();

    await user.click(tablet);
    expect(tablet).toBeChecked();
    expect(
      screen.getByText('You pay $10.01 once for the tablet, and nothing each month for the plan.'),
    ).toBeVisible();
  });

  it('keeps the Tribal benefit check of the plain variant', async () => {
    const user = setupUser();
    renderSample('/EligibleTabletPage');
    await user.click(screen.getByRole('checkbox', { name: 'I live on qualifying Tribal lands' }));
    const card = screen.getByRole('region', { name: 'Your ACP plan' });
    expect(within(card).getByText('UNLIMITED')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start your application' })).toHaveAttribute(
      'href',
      '/ZipCodePage',
    );
  });
});
