// The heap figure's driver (scripts/cdp-adapter.ts, DEC-170): it must do what a person does
// on each control, as the Playwright adapter does, and drive a whole application to its end.
import { type CDPSession, expect, type Page, test } from '@playwright/test';
import { playFillsOverCdp } from '../scripts/cdp-adapter';
import { buildProgram, walkApplication } from '../scripts/flow-walk';
import { distDir } from '../server/dist-dir.ts';
import type { FormAction } from '../tests/fill/form-fills';

const FORM = `<!doctype html><html lang="en"><title>Form</title><main>
  <label for="name">Name</label><input id="name">
  <label for="kept">Kept</label><input id="kept" value="as it was">
  <label for="cleared">Cleared</label><input id="cleared" value="old">
  <div hidden><label for="later">Later</label><input id="later"></div>
  <label for="state">State</label>
  <select id="state"><option value="">Choose</option><option value="NY">New York</option></select>
  <input type="checkbox" id="consent"><label for="consent">I agree</label>
  <input type="checkbox" id="optout" checked><label for="optout">Keep me posted</label>
  <fieldset><legend>Language</legend>
    <input type="radio" name="language" id="language-0" value="English"><label for="language-0">English</label>
    <input type="radio" name="language" id="language-1" value="Spanish"><label for="language-1">Spanish</label>
  </fieldset>
  <button type="button" id="go">Continue</button>
  <button type="button">Save</button><button type="button">Save</button>
  <div inert><button type="button">Back</button></div><button type="button" id="back">Back</button>
</main><script>
  window.heard = [];
  for (const type of ['input', 'change', 'click'])
    document.addEventListener(type, (e) => e.target.id && heard.push(e.target.id + ':' + type), true);
</script></html>`;

async function formPage(page: Page): Promise<CDPSession> {
  await page.setContent(FORM);
  return page.context().newCDPSession(page);
}

const heard = (page: Page) => page.evaluate(() => (window as unknown as { heard: string[] }).heard);
const value = (page: Page, id: string) => page.locator(`#${id}`).inputValue();

test('types, selects, ticks and chooses as a person does, with the events a person causes', async ({
  page,
}) => {
  const cdp = await formPage(page);
  const actions: FormAction[] = [
    { do: 'type', field: { id: 'name' }, text: 'Ana Díaz' },
    { do: 'type', field: { id: 'kept' }, text: 'new', when: 'empty' },
    { do: 'type', field: { id: 'cleared' }, text: '' },
    { do: 'type', field: { id: 'later' }, text: '1234', when: 'shown' },
    { do: 'type', field: { id: 'missing' }, text: '1234', when: 'shown' },
    { do: 'select', field: { id: 'state' }, option: 'NY' },
    { do: 'tick', field: { id: 'consent' }, checked: true },
    { do: 'tick', field: { id: 'optout' }, checked: true },
    { do: 'choose', field: { name: 'language', value: 'Spanish' } },
    { do: 'press', names: ['Continue'] },
  ];
  await playFillsOverCdp(cdp, actions);

  expect(await value(page, 'name')).toBe('Ana Díaz');
  expect(await value(page, 'kept')).toBe('as it was');
  expect(await value(page, 'cleared')).toBe('');
  expect(await value(page, 'later')).toBe('');
  expect(await value(page, 'state')).toBe('NY');
  await expect(page.locator('#consent')).toBeChecked();
  await expect(page.locator('#optout')).toBeChecked();
  await expect(page.locator('#language-1')).toBeChecked();
  const events = await heard(page);
  expect(events).toEqual(
    expect.arrayContaining([
      'name:input',
      'cleared:input',
      'state:input',
      'state:change',
      'consent:click',
      'consent:change',
      'language-1:change',
      'go:click',
    ]),
  );
  // A box already as asked is left alone, and only the pressed button is clicked.
  expect(events).not.toContain('optout:click');
  expect(events.filter((e) => e.endsWith(':click'))).toEqual([
    'consent:click',
    'language-1:click',
    'go:click',
  ]);
});

test('presses the one button of that name on show, and fails when the name is not one', async ({
  page,
}) => {
  const cdp = await formPage(page);
  // The Back inside an inert frame is not on show: the other one is pressed.
  await playFillsOverCdp(cdp, [{ do: 'press', names: ['Back'] }]);
  expect(await heard(page)).toEqual(['back:click']);
  await expect(playFillsOverCdp(cdp, [{ do: 'press', names: ['Save'] }])).rejects.toThrow(
    /2 buttons named/,
  );
  await expect(playFillsOverCdp(cdp, [{ do: 'press', names: ['Submit'] }])).rejects.toThrow(
    /0 buttons named/,
  );
});

test('drives a whole application to the order confirmation with no script in the page', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const screens = await walkApplication(page, baseURL ?? '', buildProgram(distDir()), 'cdp');
  expect(screens.at(-1)?.url).toMatch(/^\/Completed\w*\?orderId=/);
  // The walk's storage is read over the protocol too: the flow is saved in the tab.
  expect(Object.keys(screens.at(-1)?.session ?? {}).length).toBeGreaterThan(0);
});
