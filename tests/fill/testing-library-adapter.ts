// Plays tests/fill/form-fills.ts in jsdom with user-event: fields focused and filled, options
// chosen and buttons clicked with the events a browser would send.
import { screen } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event';
import { buttonPattern, type Control, type FormAction, selectorOf } from './form-fills';

function find(control: Control): HTMLElement | null {
  return document.querySelector<HTMLElement>(selectorOf(control));
}

function control(control: Control): HTMLInputElement {
  const element = find(control);
  if (!element) throw new Error(`No field ${selectorOf(control)} on this page`);
  return element as HTMLInputElement;
}

/** Do each action on the page on show, in order. */
export async function playFills(actions: readonly FormAction[]) {
  // No delay between events: the pages react to events, not to time passing. jsdom lays
  // nothing out, so asking each element's computed pointer-events (up to the root, for every
  // click) and hovering first only cost time.
  const user = userEvent.setup({
    delay: null,
    pointerEventsCheck: PointerEventsCheckLevel.Never,
    skipHover: true,
  });
  for (const action of actions) {
    switch (action.do) {
      case 'type': {
        if (action.when === 'shown' && !find(action.field)) break;
        const field = control(action.field);
        if (action.when === 'empty' && field.value !== '') break;
        // Clearing focuses the field; the text then arrives as one input, as a browser's
        // autofill or a paste would send it (key by key made the 134 paths four times slower).
        await user.clear(field);
        if (action.text !== '') await user.paste(action.text);
        break;
      }
      case 'select':
        await user.selectOptions(control(action.field), action.option);
        break;
      case 'tick': {
        const box = control(action.field);
        if (box.checked !== action.checked) await user.click(box);
        break;
      }
      case 'choose':
        await user.click(control(action.field));
        break;
      case 'attach': {
        const { name, type, bytes } = action.file;
        await user.upload(control(action.field), new File([new Uint8Array(bytes)], name, { type }));
        break;
      }
      case 'press':
        await user.click(screen.getByRole('button', { name: buttonPattern(action) }));
        break;
    }
  }
}
