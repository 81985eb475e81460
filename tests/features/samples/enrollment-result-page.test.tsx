import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { env } from '../../../src/config/env';
import { setupUser } from '../../support/user';
import { renderSample } from './render-sample';

describe('EnrollmentResultPage', () => {
  it('tells what happens next: the SIM card, activation, the tablet, keeping the benefit', () => {
    renderSample('/EnrollmentResultPage');
    expect(screen.getByRole('heading', { level: 1, name: 'Congratulations!' })).toBeVisible();
    for (const name of [
      '1. We mail your SIM card',
      '2. Activate your service',
      '3. If you chose the tablet',
      'Keep your benefit',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    expect(screen.getByText(/one-time co-pay of \$10\.01/)).toBeVisible();
  });

  it('shows no made-up SIM or order numbers', () => {
    renderSample('/EnrollmentResultPage');
    // The support phone is the one number on the page.
    const text = (document.body.textContent ?? '').replaceAll(env.supportPhone, '');
    expect(text).not.toMatch(/\d{6,}/);
  });

  it('goes home', async () => {
    const user = setupUser();
    const view = renderSample('/EnrollmentResultPage');
    await user.click(screen.getByRole('link', { name: 'Go to Home' }));
    expect(view.url()).toBe('/');
  });
});
