import { expect, type Locator, type Page } from '@playwright/test';
import { buttonPattern, type FormAction, selectorOf } from '../tests/fill/form-fills';

// Plays tests/fill/form-fills.ts with the keyboard alone: every control is reached with Tab,
// text is typed, a select is moved with the arrow keys, a box ticked with Space, a radio
// chosen with the arrow keys inside its group, and a button pressed with Enter.

async function tabUntil(page: Page, what: string, focused: () => Promise<boolean>) {
  for (let presses = 0; presses < 80; presses += 1) {
    await page.keyboard.press('Tab');
    if (await focused()) return;
  }
  throw new Error(`Tab never reached ${what}`);
}

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);

async function tabTo(page: Page, locator: Locator, what: string) {
  await tabUntil(page, what, () => isFocused(locator));
}

/** Tab into a radio group: focus lands on its chosen radio, or its first. */
async function chooseRadio(page: Page, target: Locator, what: string) {
  const name = await target.getAttribute('name');
  if (!name) throw new Error(`The radio ${what} has no group name`);
  const group = page.locator(`input[type="radio"][name="${name}"]`);
  await tabUntil(page, `the group of ${what}`, () =>
    group.evaluateAll((radios) => radios.some((radio) => radio === document.activeElement)),
  );
  const [from, to] = await group.evaluateAll(
    (radios, chosen) => [
      radios.indexOf(document.activeElement as HTMLInputElement),
      radios.indexOf(chosen as HTMLInputElement),
    ],
    await target.elementHandle(),
  );
  if (from === to) await page.keyboard.press('Space');
  const key = to > from ? 'ArrowDown' : 'ArrowUp';
  for (let n = 0; n < Math.abs(to - from); n += 1) await page.keyboard.press(key);
  await expect(target).toBeChecked();
}

/**
 * Do each action on the page on show, in order. With `submitFromField` the form is sent the
 * way a one-field form usually is: Enter in the field just typed into, not on its button.
 */
export async function playByKeyboard(
  page: Page,
  actions: readonly FormAction[],
  options: { submitFromField?: boolean } = {},
) {
  for (const action of actions) {
    if (action.do === 'press') {
      if (!options.submitFromField) {
        const pattern = buttonPattern(action);
        await tabTo(page, page.getByRole('button', { name: pattern }), `the button ${pattern}`);
      }
      await page.keyboard.press('Enter');
      continue;
    }
    const what = selectorOf(action.field);
    const field = page.locator(what);
    switch (action.do) {
      case 'type':
        if (action.when === 'shown' && !(await field.isVisible())) break;
        if (action.when === 'empty' && (await field.inputValue()) !== '') break;
        await tabTo(page, field, what);
        // What the field already holds is replaced, as a person selecting it all would.
        if ((await field.inputValue()) !== '') await page.keyboard.press('ControlOrMeta+A');
        if (action.text === '') await page.keyboard.press('Delete');
        else await page.keyboard.type(action.text);
        await expect(field).toHaveValue(action.text);
        break;
      case 'select': {
        await tabTo(page, field, what);
        // Arrow keys move a closed native select through its options, as a keyboard user would.
        const options = await field
          .locator('option')
          .evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value));
        const steps = options.indexOf(action.option) - options.indexOf(await field.inputValue());
        const key = steps > 0 ? 'ArrowDown' : 'ArrowUp';
        for (let n = 0; n < Math.abs(steps); n += 1) await page.keyboard.press(key);
        await expect(field).toHaveValue(action.option);
        break;
      }
      case 'tick':
        if ((await field.isChecked()) !== action.checked) {
          await tabTo(page, field, what);
          await page.keyboard.press('Space');
        }
        if (action.checked) await expect(field).toBeChecked();
        else await expect(field).not.toBeChecked();
        break;
      case 'choose':
        await chooseRadio(page, field, what);
        break;
      case 'attach': {
        // Space on a file input opens the system's file chooser; Playwright answers it.
        await tabTo(page, field, what);
        const chooser = page.waitForEvent('filechooser');
        await page.keyboard.press('Space');
        await (await chooser).setFiles({
          name: action.file.name,
          mimeType: action.file.type,
          buffer: Buffer.from(action.file.bytes),
        });
        break;
      }
    }
  }
}
