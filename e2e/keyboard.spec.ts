import { expect, test } from '@playwright/test';
import { formFills } from '../tests/fill/form-fills';
import { applicationEvents, uniqueApplicant } from './application-steps';
import { BUILD_RULES } from './build-rules';
import { playByKeyboard } from './keyboard-adapter';

// The whole application and enrolment with the keyboard alone, at phone width: each step's
// form fills (tests/fill/form-fills.ts) played by e2e/keyboard-adapter.ts — every field
// reached with Tab and typed into, every choice made with Space or the arrow keys, every
// button pressed with Enter.

test('an application and an enrolment with the keyboard only', async ({ page }) => {
  const events = applicationEvents(uniqueApplicant());
  const play = (event: Parameters<typeof formFills>[0]) =>
    playByKeyboard(page, formFills(event, BUILD_RULES));
  await page.goto('/ZipCodePage');
  await playByKeyboard(page, formFills(events.zip, BUILD_RULES), { submitFromField: true });
  await expect(page).toHaveURL(/SuccessZipCodePage/);
  await play(events.coverage);

  for (const step of events.steps) {
    const here = page.url();
    await play(step);
    await expect(page).not.toHaveURL(here);
  }
  await expect(page).toHaveURL(/VerifyPage/);
  await play(events.review);
  await expect(page).toHaveURL(/AgreementPage/);
  await play(events.agreement);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Congratulation/);
  await play({ type: 'tablet.chosen', wanted: true });
  await play({ type: 'enrol.requested' });
  await expect(page).toHaveURL(/CompletedACP\?orderId=/);
});
