import { i18n } from '@lingui/core';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenHeadings } from '../../../machines/screen-headings';
import { isFreshStart } from '../../../src/app/flow/flow-presence';
import { flowSavedAt } from '../../../src/app/flow/flow-storage';
import { preloadPage } from '../../../src/app/routes';
import { activateLocale } from '../../../src/i18n/locale';
import { renderRoutes } from '../../support/render-routes';
import { setupUser } from '../../support/user';

// DEC-156: a fresh tab's zip page is answered before the machine arrives, and the answer is
// handed to the machine, which takes the applicant on from there.

describe('the zip entry of a fresh tab', () => {
  beforeAll(async () => {
    sessionStorage.clear();
    await activateLocale('en');
  });

  it('refuses a zip code that is not five digits without starting the machine', async () => {
    await preloadPage('/ZipCodePage');
    renderRoutes('/ZipCodePage');
    // Drawn in the first render: the zip entry had arrived with its catalog.
    expect(
      screen.getByRole('heading', { level: 1, name: i18n._(screenHeadings.zip) }),
    ).toBeVisible();
    const user = setupUser();
    await user.type(screen.getByLabelText('Zip code'), '1000a');
    await user.click(screen.getByRole('button', { name: 'Check my area' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a 5-digit zip code');
    expect(isFreshStart()).toBe(true);
    expect(flowSavedAt()).toBeNull();
  });

  it('drops stray query parameters from its URL, as the machine does', async () => {
    renderRoutes('/ZipCodePage?utm=x');
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent(/^\/ZipCodePage$/));
    expect(isFreshStart()).toBe(true);
  });

  it('hands a valid zip code to the machine, which answers it', async () => {
    renderRoutes('/ZipCodePage');
    const user = setupUser();
    await user.type(screen.getByLabelText('Zip code'), '00000');
    await user.click(screen.getByRole('button', { name: 'Check my area' }));
    // No state holds 00000: the machine's coverage check says so on the sorry page.
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Sorry, we could not find zip code 00000' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.getByTestId('url')).toHaveTextContent('/SorryZipCodePage?zipCode=00000'),
    );
    expect(isFreshStart()).toBe(false);
    expect(flowSavedAt()).not.toBeNull();
  });
});
