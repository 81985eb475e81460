import type { Page } from '@playwright/test';
import { buttonPattern, type FormAction, selectorOf } from '../tests/fill/form-fills';

// Plays tests/fill/form-fills.ts in the browser. `words` gives each button's name on show
// when the page is not in English (English name → shown name; a button missing from it fails).

/** Do each action on the page on show, in order. */
export async function playFills(
  page: Page,
  actions: readonly FormAction[],
  words: Record<string, string> = {},
) {
  for (const action of actions) {
    if (action.do === 'press') {
      await page.getByRole('button', { name: buttonPattern(action, words) }).click();
      continue;
    }
    const field = page.locator(selectorOf(action.field));
    switch (action.do) {
      case 'type':
        if (action.when === 'shown' && !(await field.isVisible())) break;
        if (action.when === 'empty' && (await field.inputValue()) !== '') break;
        await field.fill(action.text);
        break;
      case 'select':
        await field.selectOption(action.option);
        break;
      case 'tick':
        await field.setChecked(action.checked);
        break;
      case 'choose':
        await field.check();
        break;
      case 'attach':
        await field.setInputFiles({
          name: action.file.name,
          mimeType: action.file.type,
          buffer: Buffer.from(action.file.bytes),
        });
        break;
    }
  }
}
