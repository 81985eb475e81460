import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { env } from '../../../src/config/env';
import { setupUser } from '../../support/user';
import { renderSample } from './render-sample';

describe('NotQualifiedPage', () => {
  it('explains kindly and points to the income table and the programs', () => {
    renderSample('/NotQualifiedPage');
    expect(
      screen.getByRole('heading', { level: 1, name: 'You do not qualify for the ACP benefit' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'the About ACP page' })).toHaveAttribute(
      'href',
      '/AboutACPPage',
    );
    const programs = screen.getByRole('region', { name: 'Check the rules again' });
    // The profile's programs: eight on their own, and the four Tribal programs on one line.
    expect(within(programs).getAllByRole('listitem')).toHaveLength(9);
    expect(programs).toHaveTextContent('200% of the federal poverty guidelines');
    expect(within(programs).getByText('Medicaid')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Apply again' })).toHaveAttribute(
      'href',
      '/ZipCodePage',
    );
  });

  it('offers the 1P SIM plan without inventing a price, with the support contacts', () => {
    renderSample('/NotQualifiedPage');
    const offer = screen.getByRole('region', {
      name: `Another option from ${env.siteName}: the 1P SIM plan`,
    });
    expect(offer).toHaveTextContent(/low-cost prepaid mobile plan/);
    expect(offer).toHaveTextContent(/Ask our support line for current prices/);
    expect(offer.textContent).not.toMatch(/\$\d/);
    expect(within(offer).getByRole('link', { name: env.supportPhone })).toHaveAttribute(
      'href',
      `tel:${env.supportPhone.replace(/[^\d+]/g, '')}`,
    );
    expect(within(offer).getByRole('link', { name: env.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${env.supportEmail}`,
    );
  });

  it('links to the contact page', async () => {
    const user = setupUser();
    const view = renderSample('/NotQualifiedPage');
    await user.click(screen.getByRole('link', { name: 'Contact us' }));
    expect(view.url()).toBe('/ContactUsPage');
  });
});
