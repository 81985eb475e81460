import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { env } from '../../../src/config/env';
import { setupUser } from '../../support/user';
import { renderSample } from './render-sample';

const planCard = () => screen.getByRole('region', { name: 'Your ACP plan' });

describe('EligiblePage', () => {
  it('says you qualify, names the provider and shows A §9 plan', () => {
    renderSample('/EligiblePage');
    expect(screen.getByRole('heading', { level: 1, name: 'You qualify' })).toBeVisible();
    expect(
      screen.getByRole('region', { name: `Your provider: ${env.siteName}` }),
    ).toBeInTheDocument();
    const card = planCard();
    for (const text of [
      'FREE',
      '5G LTE data',
      '20GB per month',
      'Unlimited talk and text',
      'Nationwide coverage',
    ]) {
      expect(within(card).getByText((_, element) => element?.textContent === text)).toBeVisible();
    }
    expect(within(card).queryByText('UNLIMITED')).not.toBeInTheDocument();
  });

  it('switches the plan to UNLIMITED data on qualifying Tribal lands, and back', async () => {
    const user = setupUser();
    renderSample('/EligiblePage');
    const tribal = screen.getByRole('checkbox', { name: 'I live on qualifying Tribal lands' });
    expect(tribal).not.toBeChecked();
    expect(screen.queryByText(/On qualifying Tribal lands/)).not.toBeInTheDocument();

    await user.click(tribal);
    expect(within(planCard()).getByText('UNLIMITED')).toBeVisible();
    expect(within(planCard()).queryByText('20GB')).not.toBeInTheDocument();
    expect(
      screen.getByText(
        /On qualifying Tribal lands the ACP benefit is up to \$75 a month instead of \$30\. Unlimited data comes with the enhanced Tribal benefit\./,
      ),
    ).toBeVisible();

    await user.click(tribal);
    expect(within(planCard()).getByText('20GB')).toBeVisible();
    expect(within(planCard()).queryByText('UNLIMITED')).not.toBeInTheDocument();
  });

  it('links to the start of the application', () => {
    renderSample('/EligiblePage');
    expect(screen.getByRole('link', { name: 'Start your application' })).toHaveAttribute(
      'href',
      '/ZipCodePage',
    );
  });

  it('has no tablet offer', () => {
    renderSample('/EligiblePage');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /tablet/ })).not.toBeInTheDocument();
  });
});
